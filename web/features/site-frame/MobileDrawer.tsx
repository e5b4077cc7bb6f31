import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Menu, X } from "lucide-react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

type Label = string | null | undefined;
type MobileDrawerProps = { title: Label; openLabel: Label; closeLabel: Label; children: ReactNode };

/** A modal dialog: closes on Escape, the close button, the backdrop and any link, and hands focus back. */
export function MobileDrawer({ title, openLabel, closeLabel, children }: MobileDrawerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      document.body.style.overflow = "hidden";
    } else if (wasOpen.current) {
      menuButton.current?.focus();
    }
    wasOpen.current = open;
    return () => {
      document.body.style.overflow = "";
    };
  }, [open]);

  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest("[inert]"),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("a")) close();
  };

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <Menu size={24} aria-hidden="true" />
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <div className="drawer" hidden={!open}>
        <div className="drawer__backdrop" onClick={close} aria-hidden="true" />
        {/* Keys and clicks bubbling from the controls inside: focus trap, Escape, link follow. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={panel}
          id={panelId}
          className="drawer__panel"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          onClick={onClick}
        >
          <div className="drawer__header">
            <p id={titleId} className="drawer__title">
              {title}
            </p>
            <button type="button" className="drawer__close" onClick={close}>
              <X size={24} aria-hidden="true" />
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          </div>
          {children}
        </div>
      </div>
    </>
  );
}
