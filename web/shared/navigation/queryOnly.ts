import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's `shouldRevalidate`: its data follows the page's path, never its query, so a move that
 * changes the query alone (the runs list's filters, another run's id) loads nothing again. Without
 * it every filter fetched the root's and the layout's data anew, and a second filter chosen before
 * that came cancelled it, which the client loader takes for a failed load (it then loads the page
 * as a document). Anything else revalidates as React Router would (a live content refresh too).
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const queryOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return queryOnly ? false : defaultShouldRevalidate;
}
