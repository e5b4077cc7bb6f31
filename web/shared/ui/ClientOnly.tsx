import type { ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/** Renders `children` in the browser only, once the page has hydrated: the prerendered HTML has
 * nothing of them, and hydration finds nothing to match. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
