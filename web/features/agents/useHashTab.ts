import { useCallback, useSyncExternalStore } from "react";

// replaceState fires no event, so selections made here notify the hook's subscribers directly.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("hashchange", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("hashchange", listener);
  };
}

const readHash = () => decodeURIComponent(window.location.hash.slice(1));
// Prerendered HTML and the hydration pass show the default tab; the hash applies right after.
const readServerHash = () => "";

/** The selected tab, kept in the URL hash (`#pricing`) without adding history or scrolling. */
export function useHashTab<T extends string>(ids: readonly T[], fallback: T): [T, (id: T) => void] {
  const hash = useSyncExternalStore(subscribe, readHash, readServerHash);
  const selected = (ids as readonly string[]).includes(hash) ? (hash as T) : fallback;
  const select = useCallback((id: T) => {
    window.history.replaceState(window.history.state, "", `#${id}`);
    listeners.forEach((listener) => listener());
  }, []);
  return [selected, select];
}
