import type { ClientReturn } from "@sanity/client";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import type * as queries from "./queries";

export const SANITY_API_VERSION = "2025-02-19";

/** Runs a GROQ query; the build uses Sanity or the bundled dataset, the browser Sanity's CDN. */
export type ContentFetcher = <const Q extends string>(
  query: Q,
  params?: Record<string, unknown>,
) => Promise<ClientReturn<Q, unknown>>;

/** The site's GROQ queries (./queries.ts), by name. */
export type Queries = typeof queries;

/** A fetcher whose queries run in a language: every query reads `$language`, the page's. */
export const fetchIn =
  (fetch: ContentFetcher, language: Language): ContentFetcher =>
  (query, params) =>
    fetch(query, { language, ...params });

/** A query's parameters, with English as the language unless they name one. */
export const withLanguage = (params: Record<string, unknown> = {}) => ({
  language: DEFAULT_LANGUAGE,
  ...params,
});

type SanityProject = { projectId?: string; dataset: string; apiHost?: string };

/** @sanity/client settings for a configured project; null when the bundled dataset is used. */
export function sanityClientConfig({ projectId, dataset, apiHost }: SanityProject, useCdn: boolean) {
  if (!projectId) return null;
  return {
    projectId,
    dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: useCdn && !apiHost,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  };
}
