import type { MetaDescriptor } from "react-router";
import { hydratingCodeLoaded } from "~/shared/ui/deferred";
import type { ContentFetcher } from "./config";
import type { Queries } from "./liveFetch";

/** A route's content: its queries run by a fetcher (the build's, or Sanity's in the browser). */
export type ContentLoad<T> = (fetch: ContentFetcher, queries: Queries) => Promise<T>;

/** A page's loader data: its content, and the head the build made from it. */
export type PageData<C> = { content: C; head: MetaDescriptor[] };

const LIVE = Boolean(APP_CONFIG.sanityProjectId);

/** Runs a route's content load against another source; undefined: keep the prerendered data. */
export type ContentSource = <T>(load: ContentLoad<T>) => Promise<T | undefined>;

let presentation: (() => Promise<ContentSource>) | undefined;

// The client and the queries load on first use, after the page has painted.
const sanityContent = (): Promise<ContentSource> => import("./liveFetch").then((module) => module.loadLive);

/**
 * Inside the Studio's Presentation tool, every route's content comes from the Studio (drafts,
 * or published content as the tool's perspective says) instead of Sanity's API CDN. The app
 * root sets this, only when the page is framed, with a lazy import of the visual-editing code.
 */
export function setPresentationSource(source: () => Promise<ContentSource>) {
  presentation = source;
}

/** Whether the page is inside the Studio's Presentation tool (its content comes from the Studio). */
export const inPresentation = () => presentation !== undefined;

/** Fresh content from Sanity, when a project is configured and answers; otherwise undefined. */
async function live<T>(load: ContentLoad<T>): Promise<T | undefined> {
  // With no project configured the build drops the Sanity branch altogether.
  const source = presentation ?? (LIVE ? sanityContent : undefined);
  if (!source) return undefined;
  try {
    const run = await source();
    return await run(load);
  } catch (error) {
    console.warn("Live content unavailable; the build's content stays", error);
    return undefined;
  }
}

/**
 * A route's client loader: with a Sanity project configured, the content fresh from Sanity
 * (published edits show without a rebuild); with none, or when Sanity fails or is slow, the
 * prerendered data. During hydration the page shows its prerendered content while this runs,
 * and React updates it in place, once its deferred parts have their code, if the content
 * differs. (A client-side navigation has loaded the next page's code before this runs.)
 */
export async function liveOrPrerendered<T>(prerendered: () => Promise<T>, load: ContentLoad<T>): Promise<T> {
  const [fresh] = await Promise.all([live(load), hydratingCodeLoaded()]);
  return fresh === undefined ? prerendered() : fresh;
}

/**
 * The same for a page: fresh content, with the head the build made (its tags, structured data
 * and share image describe the published build, as the sitemap does, until the next build).
 */
export async function livePage<C>(
  prerendered: () => Promise<PageData<C>>,
  load: ContentLoad<C>,
): Promise<PageData<C>> {
  const [built, fresh] = await Promise.all([prerendered(), live(load), hydratingCodeLoaded()]);
  return fresh === undefined ? built : { content: fresh, head: built.head };
}

/** A page route's client loader: `livePage` of its `load`, run during hydration too. */
export function pageClientLoader<C>(load: ContentLoad<C>) {
  const clientLoader = ({ serverLoader }: { serverLoader: () => Promise<PageData<C>> }) =>
    livePage(serverLoader, load);
  return Object.assign(clientLoader, { hydrate: true as const });
}

/** A page route's meta: the head its loader made at build time. */
export const headMeta = ({ loaderData }: { loaderData?: { head?: MetaDescriptor[] } }) =>
  loaderData?.head ?? [];
