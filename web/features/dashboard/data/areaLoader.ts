import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { ClientLoaderArgs } from "#web/shared/navigation/clientLoading.ts";
import { PREFETCH_PARAM } from "#web/shared/navigation/prefetchParam.ts";

/** Code an area's route loads when first asked, out of every page's first load. */
type Later<T> = () => Promise<T>;

/**
 * An area route's client loader: the page's texts as its route loads them (clientLoader.ts), and
 * the area's reads (reads.ts, their code loaded with the first call), started and not awaited, so
 * the page shows at once and each section shows its own loading and failure. Not for a prefetch (a
 * link's hover asks the backend nothing). It runs as the page hydrates too: its reads start once
 * the guard knows the customer. `reads` is given the address (its query: the runs list's filters,
 * a run's id) and the page's texts.
 *
 * Its `shouldRevalidate` is for an area whose query is its reads' input: a move on the page that
 * changes only the query runs the loader again, which reads anew and keeps the texts it gave for
 * the path (no file, no live content asked for again); anything else revalidates as React Router
 * would.
 */
export function areaLoader<Page extends object, Reads>(
  page: (args: ClientLoaderArgs) => Promise<Page>,
  reads: Later<(url: URL, page: Page) => Reads>,
) {
  // The texts the loader last gave, by path, and the address a move of the query alone goes to.
  let shown: { path: string; data: Page } | undefined;
  let queryMove: string | undefined;
  const clientLoader = async (args: ClientLoaderArgs): Promise<Page & { reads?: Reads }> => {
    const { url } = args;
    if (url.searchParams.has(PREFETCH_PARAM)) return page(args);
    const kept = queryMove === url.pathname + url.search && shown?.path === url.pathname ? shown : undefined;
    queryMove = undefined;
    const [data, readsAt] = await Promise.all([kept ? kept.data : page(args), reads()]);
    shown = { path: url.pathname, data };
    return { ...data, reads: readsAt(url, data) };
  };
  const shouldRevalidate = ({
    currentUrl,
    nextUrl,
    defaultShouldRevalidate,
  }: ShouldRevalidateFunctionArgs) => {
    const queryOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
    if (!queryOnly) return defaultShouldRevalidate;
    queryMove = nextUrl.pathname + nextUrl.search;
    return true;
  };
  // `reads` too: the component tests give a page its route's reads (tests/unit/dashboard-areas.tsx).
  return Object.assign(clientLoader, { hydrate: true as const, shouldRevalidate, reads });
}

/** An area route's client action, its code loaded when first used. */
export const areaAction =
  <Args, Result>(action: Later<(args: Args) => Promise<Result>>) =>
  async (args: Args): Promise<Result> =>
    (await action())(args);
