import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A route's `shouldRevalidate` for data that follows the path, never the query (the runs list's
 * filters). Otherwise each filter refetches the root's and layout's data, and a second filter chosen
 * meanwhile cancels it, which the client loader takes for a failed load.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const queryOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return queryOnly ? false : defaultShouldRevalidate;
}
