import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { revealInRowWhenLaidOut, useEdgeFades } from "./scrollRow";

export type TabItem<T extends string> = { id: T; label: string; content: ReactNode };

type TabsProps<T extends string> = {
  label: string;
  items: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /**
   * Tabs as links to `#<id>` (each panel's id), for a choice that can be linked to. Before the
   * code arrives every tab is a plain link and the panel the address names shows (`:target`).
   */
  linked?: boolean;
};

export const tabId = (id: string) => `tab-${id}`;
const panelId = (id: string) => `panel-${id}`;

const noSubscription = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * WAI-ARIA tabs with automatic activation. Every panel is rendered (inactive ones hidden) so all
 * content is in the prerendered HTML.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect, linked }: TabsProps<T>) {
  const hydrated = useHydrated();
  const panel = linked ? (id: string) => id : panelId;
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = document.getElementById(tabId(selected));
    if (listRef.current && tab) return revealInRowWhenLaidOut(listRef.current, tab);
  }, [selected]);
  useEdgeFades(listRef);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(items[next].id);
    document.getElementById(tabId(items[next].id))?.focus();
  };

  const className = linked
    ? hydrated
      ? "tabs tabs--linked"
      : "tabs tabs--linked tabs--before-code"
    : "tabs";
  return (
    <div className={className}>
      <div ref={listRef} role="tablist" aria-label={label} className="tabs__list scroller">
        {items.map((item, index) => {
          const active = item.id === selected;
          const props = {
            id: tabId(item.id),
            role: "tab",
            className: "tabs__tab",
            "aria-selected": active,
            "aria-controls": panel(item.id),
            // Before the code arrives, linked tabs are plain links, each reached with Tab.
            tabIndex: active ? 0 : linked && !hydrated ? undefined : -1,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
          };
          return linked ? (
            <a
              key={item.id}
              href={`#${item.id}`}
              {...props}
              onClick={(event) => {
                // A click with a modifier opens the address elsewhere, as a link's would.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onSelect(item.id);
              }}
            >
              {item.label}
            </a>
          ) : (
            <button key={item.id} type="button" {...props} onClick={() => onSelect(item.id)}>
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={panel(item.id)}
          role="tabpanel"
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== selected}
          className="tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
