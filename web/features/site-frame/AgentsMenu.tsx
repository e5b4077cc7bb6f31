import { stegaClean } from "@sanity/client/stega";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { NavLink } from "react-router";
import { ChevronDown } from "lucide-react";
import type { AgentLinkContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { PREFETCH_GROUP } from "#web/shared/navigation/prefetch.ts";

type AgentsMenuProps = {
  label: string | null;
  allLabel: string | null | undefined;
  agents: AgentLinkContent[];
};

/** A disclosure: opens while a mouse hovers it, toggles on its button; Escape returns focus to it. */
export function AgentsMenu({ label, allLabel, agents }: AgentsMenuProps) {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const menuId = useId();
  const localized = useLocalizedPath();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setHovered(false);
    setPinned(false);
  };

  // Browsers that do not focus a clicked button (Safari) never fire focusout: close on outside press.
  useEffect(() => {
    if (!pinned) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [pinned]);

  const onHover = (value: boolean) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    close();
    button.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    // The wrapper only handles events bubbling from its button and links (hover, Escape, focus out).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="dropdown"
      // Opening the menu is intent for its pages, while the pointer travels to one (prefetch.ts).
      {...{ [PREFETCH_GROUP]: "" }}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className="navbar__link dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setPinned(!open)}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        <li>
          <NavLink to={localized(paths.agents)} end onClick={close}>
            {allLabel}
          </NavLink>
        </li>
        {agents.map((agent) => (
          <li key={agent._id}>
            <NavLink to={paths.agent(stegaClean(agent.slug), agent.language)} onClick={close}>
              {agent.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
