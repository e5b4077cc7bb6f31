import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False while the page hydrates (its prerendered HTML was made for no browser in particular), true after. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
