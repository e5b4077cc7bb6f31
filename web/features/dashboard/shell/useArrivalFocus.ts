import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

// The area on screen. One area's page unmounts and the next one mounts in the same commit, so
// the next one still finds the last one here; leaving the client area forgets it once that
// commit is done (a microtask later), unless an area mounted meanwhile.
let shownArea: string | null = null;
let mounts = 0;

/**
 * A ref for an area's heading (tabIndex -1), which takes the focus when the customer comes to
 * the area from another one (a link of the navigation, the back button): a screen reader reads
 * where they arrived, and Tab goes on from there. Not on the first page of a visit, after a
 * reload, or coming from elsewhere on the site.
 */
export function useArrivalFocus<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    mounts += 1;
    if (shownArea !== null && shownArea !== pathname) ref.current?.focus({ preventScroll: true });
    shownArea = pathname;
    return () => {
      const unmountedAt = mounts;
      queueMicrotask(() => {
        if (mounts === unmountedAt) shownArea = null;
      });
    };
  }, [pathname]);
  return ref;
}
