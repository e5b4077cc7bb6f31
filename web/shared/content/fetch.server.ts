import { readFile } from "node:fs/promises";
import { createClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";
import { sanityClientConfig, type ContentFetcher } from "./config";
import { agentSlugsQuery } from "./queries";
import { parseSeedDataset } from "./seedDataset";
import { seedFilePath } from "./seedFile.server";

type QueryParams = Record<string, unknown>;

// Build time reads configuration from process.env (vite.config.ts loads .env files into it).
const sanitySettings = () =>
  sanityClientConfig(
    {
      projectId: process.env.VITE_SANITY_PROJECT_ID,
      dataset: process.env.VITE_SANITY_DATASET,
      apiHost: process.env.VITE_SANITY_API_HOST,
    },
    true,
  );

let seedDataset: Promise<unknown[]> | undefined;

async function loadSeedDataset(): Promise<unknown[]> {
  const file = seedFilePath();
  return parseSeedDataset(await readFile(file, "utf8"), file);
}

/**
 * Runs a GROQ query on the configured Sanity project, or on the bundled dataset when no
 * project is configured. Loaders call it at build time, so prerendered pages carry content.
 */
export const fetchContent: ContentFetcher = async (query, params: QueryParams = {}) => {
  const settings = sanitySettings();
  if (settings) return createClient(settings).fetch(query, params);
  seedDataset ??= loadSeedDataset();
  const dataset = await seedDataset;
  const result = await evaluate(parse(query, { params }), { dataset, params });
  return result.get();
};

export async function listAgentSlugs(): Promise<string[]> {
  const slugs = await fetchContent(agentSlugsQuery);
  return (slugs as (string | null)[]).filter((slug): slug is string => Boolean(slug));
}
