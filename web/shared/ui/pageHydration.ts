// `<html data-hydrated>` is "true" once every lazy part of the first page has hydrated: the
// moment links, forms and menus are all live. The end-to-end tests wait for it, and live content
// starts from it (a change before then would make React drop a part's prerendered HTML).
let waiting = 0;
let hydrated = false;
const onHydrated: (() => void)[] = [];

/** A lazy part starts (+1) or has hydrated (-1). */
export function countHydration(change: 1 | -1) {
  waiting += change;
  document.documentElement.dataset.hydrated = String(waiting === 0);
  if (waiting !== 0 || hydrated) return;
  hydrated = true;
  onHydrated.splice(0).forEach((resolve) => resolve());
}

/** What renders now is the visitor's doing. */
export const pageHydrated = () => hydrated;

export const whenPageHydrated = (): Promise<void> =>
  hydrated ? Promise.resolve() : new Promise((resolve) => onHydrated.push(resolve));
