import { createClient } from "@sanity/client";
import {
  sanityClientConfig,
  withLanguage,
  type ContentFetcher,
  type ContentSource,
} from "#content/config.ts";
import * as queries from "#content/queries.ts";
import { inLanguageOf } from "./inLanguage";

/** How long a page waits for Sanity before it keeps its prerendered content. */
const LIVE_CONTENT_TIMEOUT_MS = 4000;

// Visitors read public, published content: no cookies, so the project's CORS origins need
// no credentials.
const client = createClient({
  ...sanityClientConfig(
    {
      projectId: APP_CONFIG.sanityProjectId,
      dataset: APP_CONFIG.sanityDataset,
      apiHost: APP_CONFIG.sanityApiHost,
    },
    true,
  )!,
  withCredentials: false,
  perspective: "published",
});

const fetchLive: ContentFetcher = (query, params) =>
  client.fetch(query, withLanguage(params), { signal: AbortSignal.timeout(LIVE_CONTENT_TIMEOUT_MS) });

/** Runs a route's content load against Sanity's API CDN, with every query of the site. */
export const loadLive: ContentSource = (load, url) => inLanguageOf(load, url)(fetchLive, queries);
