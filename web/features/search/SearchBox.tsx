import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { Search } from "lucide-react";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { loadPagefind } from "./pagefind";

const loadDialog = () => import("./SearchDialog");
type DialogProps = Parameters<typeof import("./SearchDialog").SearchDialog>[0];

/** When the dialog's code cannot load (offline, or a deploy replaced it): the button closes again. */
function DialogUnavailable({ onClose }: DialogProps) {
  useEffect(() => onClose(true), [onClose]);
  return null;
}

const SearchDialog = lazy<ComponentType<DialogProps>>(() =>
  loadDialog().then(
    (module) => ({ default: module.SearchDialog }),
    () => ({ default: DialogUnavailable }),
  ),
);

function preload() {
  loadDialog().catch(() => {});
  loadPagefind().catch(() => {});
}

/** Its dialog and Pagefind's index load only when a visitor points at it or focuses it. */
export function SearchBox({ place }: { place: "navbar" | "drawer" }) {
  const labels = useRootData().settings?.navigation;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`search-button search-button--${place}`}
        aria-haspopup="dialog"
        onFocus={preload}
        onPointerEnter={preload}
        onClick={() => setOpen(true)}
      >
        <Search size={20} aria-hidden="true" />
        <span>{labels?.searchLabel}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog labels={labels} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
