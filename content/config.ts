import type { ClientReturn } from "@sanity/client";

export const SANITY_API_VERSION = "2025-02-19";

/** Runs a GROQ query; the build uses Sanity or the bundled dataset, the browser Sanity's CDN. */
export type ContentFetcher = <const Q extends string>(
  query: Q,
  params?: Record<string, unknown>,
) => Promise<ClientReturn<Q, unknown>>;

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
