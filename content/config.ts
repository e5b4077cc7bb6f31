import type { ClientReturn } from "@sanity/client";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import type * as queries from "./queries";
import { SANITY_API_VERSION } from "./sanityApi";

/** Runs a GROQ query; the build uses Sanity or the bundled dataset, the browser Sanity's CDN. */
export type ContentFetcher = <const Q extends string>(
  query: Q,
  params?: Record<string, unknown>,
) => Promise<ClientReturn<Q, unknown>>;

/** The site's GROQ queries (./queries.ts), by name. */
export type Queries = typeof queries;

/** A route's content: its queries run by a fetcher (the build's, or Sanity's in the browser). */
export type ContentLoad<T> = (fetch: ContentFetcher, queries: Queries) => Promise<T>;

/**
 * Runs a route's content load against another source, in the language of the page's address
 * (`inLanguageOf`); undefined: keep the prerendered data.
 */
export type ContentSource = <T>(load: ContentLoad<T>, url: URL) => Promise<T | undefined>;

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
