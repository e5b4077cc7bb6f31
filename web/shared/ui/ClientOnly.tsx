import { useSyncExternalStore, type ReactNode } from "react";

const subscribeToNothing = () => () => {};

/** Renders `children` in the browser only, once the page has hydrated: the prerendered HTML has
 * nothing of them, and hydration finds nothing to match. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
