import { useSyncExternalStore, type ReactNode } from "react";

const subscribeToNothing = () => () => {};

/** After hydration: the prerendered HTML has nothing of them, and hydration finds nothing to match. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
