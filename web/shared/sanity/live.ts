import type { MetaDescriptor } from "react-router";
import type { ContentFetcher, ContentLoad, ContentSource, Queries } from "#content/config.ts";

/** A page's loader data: its content, and the head the build made from it. */
export type PageData<C> = { content: C; head: MetaDescriptor[] };

const LIVE = Boolean(APP_CONFIG.sanityProjectId);

let presentation: (() => Promise<ContentSource>) | undefined;

// The client and the queries load on first use, after the page has painted.
const sanityContent = (): Promise<ContentSource> => import("./liveFetch").then((module) => module.loadLive);

/** Inside the Presentation tool, content comes from the Studio (drafts) instead of Sanity's API CDN. */
export function setPresentationSource(source: () => Promise<ContentSource>) {
  presentation = source;
}

export const inPresentation = () => presentation !== undefined;

/** Live content from Sanity, when a project is configured and answers; otherwise undefined. */
export async function live<T>(load: ContentLoad<T>, url: URL): Promise<T | undefined> {
  // With no project configured the build drops the Sanity branch altogether.
  const source = presentation ?? (LIVE ? sanityContent : undefined);
  if (!source) return undefined;
  try {
    const run = await source();
    return await run(load, url);
  } catch (error) {
    // The build's content stays. Short: every page's first load carries this text.
    console.warn("Live content unavailable", error);
    return undefined;
  }
}

/** Whether the page's content may change after it has hydrated: live content or the Studio. */
export const contentIsLive = () => LIVE || inPresentation();

/** In the browser: at its address, knowing what the build made there. */
export type PageContentLoad<C> = (
  fetch: ContentFetcher,
  queries: Queries,
  page: { url: URL; prerendered: PageData<C> },
) => Promise<C>;

/** Live content with the head the build made, which describes the published build until the next one. */
export const livePageContent =
  <C>(load: PageContentLoad<C>) =>
  async (prerendered: PageData<C>, url: URL): Promise<PageData<C>> => {
    const content = await live((fetch, queries) => load(fetch, queries, { url, prerendered }), url);
    return content === undefined ? prerendered : { content, head: prerendered.head };
  };

/**
 * Live content in the language of the address laid over the prerendered data, which keeps what
 * the content does not give (the root's messages); else the prerendered data.
 */
export const liveContent =
  <T extends object>(load: ContentLoad<T>) =>
  async <D extends T>(prerendered: D, url: URL): Promise<D> => ({
    ...prerendered,
    ...(await live(load, url)),
  });

export const headMeta = ({ loaderData }: { loaderData?: { head?: MetaDescriptor[] } }) =>
  loaderData?.head ?? [];
