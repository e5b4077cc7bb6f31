import { deferredLoaded } from "~/shared/ui/deferred";
import type { ContentFetcher } from "./config";
import type { Queries } from "./live-fetch";

/** A route's content: its queries run by a fetcher (the build's, or Sanity's in the browser). */
export type ContentLoad<T> = (fetch: ContentFetcher, queries: Queries) => Promise<T>;

const LIVE = Boolean(import.meta.env.VITE_SANITY_PROJECT_ID);

async function liveOr<T>(prerendered: () => Promise<T>, load: ContentLoad<T>): Promise<T> {
  if (!LIVE) return prerendered();
  try {
    // The client and the queries load on first use, after the page has painted.
    const { loadLive } = await import("./live-fetch");
    return await loadLive(load);
  } catch (error) {
    console.warn("Live content is unavailable; showing the published build.", error);
    return prerendered();
  }
}

/**
 * A route's client loader: with a Sanity project configured, the page's content fresh from
 * Sanity (published edits show without a rebuild); with none, or when Sanity fails or is
 * slow, the prerendered data. During hydration the page shows its prerendered content while
 * this runs, and React updates it in place if the content differs. It also waits for the
 * page's deferred code, so a client-side navigation shows the next page whole.
 */
export async function liveOrPrerendered<T>(prerendered: () => Promise<T>, load: ContentLoad<T>): Promise<T> {
  const [content] = await Promise.all([liveOr(prerendered, load), deferredLoaded()]);
  return content;
}
