import { useDeferredValue, type ReactNode } from "react";
import { useLocation } from "react-router";
import { pageHydrated } from "./pageHydration";

/**
 * On a client-side navigation it renders just after the page's top (its heading) is on screen, so
 * the next page appears at once; prerendered and while the first page hydrates, it is there from the start.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  // A new page mounts it anew, also where the page before rendered the same components (every
  // page built in the Studio is one route module): only a mount defers.
  return <Deferred key={useLocation().pathname}>{children}</Deferred>;
}

function Deferred({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, !pageHydrated());
  return shown ? children : <div className="below-the-fold" />;
}
