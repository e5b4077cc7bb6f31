import type { ClientLoaderArgs } from "#web/shared/navigation/clientLoading.ts";
import { PREFETCH_PARAM } from "#web/shared/navigation/prefetchParam.ts";

/** Code an area's route loads when first asked, out of every page's first load. */
type Later<T> = () => Promise<T>;

/**
 * An area route's client loader: the page's texts as its route loads them (clientLoader.ts), and
 * the area's reads (reads.ts, loaded with its first call), started and not awaited, so the page
 * shows at once and each section shows its own loading and failure. Not for a prefetch (a link's
 * hover asks the backend nothing). It runs as the page hydrates too: its reads start once the
 * guard knows the customer.
 */
export function areaLoader<Page extends object, Reads>(
  page: (args: ClientLoaderArgs) => Promise<Page>,
  reads: Later<(url: URL) => Reads>,
) {
  const clientLoader = async (args: ClientLoaderArgs): Promise<Page & { reads?: Reads }> => {
    if (args.url.searchParams.has(PREFETCH_PARAM)) return page(args);
    const [data, readsAt] = await Promise.all([page(args), reads()]);
    return { ...data, reads: readsAt(args.url) };
  };
  return Object.assign(clientLoader, { hydrate: true as const });
}

/** An area route's client action, its code loaded when first used. */
export const areaAction =
  <Args, Result>(action: Later<(args: Args) => Promise<Result>>) =>
  async (args: Args): Promise<Result> =>
    (await action())(args);
