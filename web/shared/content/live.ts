import type { SanityClient } from "@sanity/client";
import { sanityClientConfig, type ContentFetcher } from "./config";

/** How long a page waits for Sanity before it keeps its prerendered content. */
export const LIVE_CONTENT_TIMEOUT_MS = 4000;

const config = sanityClientConfig(
  {
    projectId: import.meta.env.VITE_SANITY_PROJECT_ID,
    dataset: import.meta.env.VITE_SANITY_DATASET,
    apiHost: import.meta.env.VITE_SANITY_API_HOST,
  },
  true,
);

let client: Promise<SanityClient> | undefined;

// @sanity/client is loaded on first use, after the page has painted. Visitors read public,
// published content: no cookies, so the project's CORS origins need no credentials.
const liveClient = () =>
  (client ??= import("@sanity/client").then(({ createClient }) =>
    createClient({ ...config!, withCredentials: false, perspective: "published" }),
  ));

const fetchLive: ContentFetcher = async (query, params = {}) =>
  (await liveClient()).fetch(query, params, { signal: AbortSignal.timeout(LIVE_CONTENT_TIMEOUT_MS) });

/**
 * A route's client loader: with a Sanity project configured, the page's content fresh from
 * Sanity (published edits show without a rebuild); with none, or when Sanity fails or is
 * slow, the prerendered data. During hydration the page shows its prerendered content
 * while this runs, and React updates it in place if the content differs.
 */
export async function liveOrPrerendered<T>(
  prerendered: () => Promise<T>,
  load: (fetch: ContentFetcher) => Promise<T>,
): Promise<T> {
  if (!config) return prerendered();
  try {
    return await load(fetchLive);
  } catch (error) {
    console.warn("Live content is unavailable; showing the published build.", error);
    return prerendered();
  }
}
