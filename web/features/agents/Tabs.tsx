import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { revealInRow, useEdgeFades } from "./scrollRow";

export type TabItem<T extends string> = { id: T; label: string; content: ReactNode };

type TabsProps<T extends string> = {
  label: string;
  items: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
};

export const tabId = (id: string) => `tab-${id}`;
const panelId = (id: string) => `panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and select.
 * Every panel is rendered (inactive ones hidden) so all content is in the prerendered HTML.
 * On a narrow screen the tab list scrolls sideways; the selected tab is kept in its view.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tab = document.getElementById(tabId(selected));
    if (listRef.current && tab) revealInRow(listRef.current, tab);
  }, [selected]);
  useEdgeFades(listRef);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
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

  return (
    <div className="tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="tabs__list scroller">
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={active}
              aria-controls={panelId(item.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={panelId(item.id)}
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
