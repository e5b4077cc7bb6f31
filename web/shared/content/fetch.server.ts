import { readFile } from "node:fs/promises";
import { createClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";
// Relative imports only: react-router.config.ts loads this module without the ~ alias.
import { readConfig } from "../config/environment.server";
import { sanityClientConfig, type ContentFetcher } from "./config";
import { parseSeedDataset } from "./seedDataset";
import { SEED_IMAGES_DIR, seedFilePath } from "./seedFile.server";

type QueryParams = Record<string, unknown>;

// The build's configuration, from process.env (vite.config.ts adds the .env files' variables).
const sanitySettings = () => {
  const { app } = readConfig();
  return sanityClientConfig(
    { projectId: app.sanityProjectId, dataset: app.sanityDataset, apiHost: app.sanityApiHost },
    true,
  );
};

let seedDataset: Promise<unknown[]> | undefined;

// With the image assets Sanity would hold for the bundled images, placeholders included; their
// module (and its native renderer) loads only for the bundled dataset.
async function loadSeedDataset(): Promise<unknown[]> {
  const file = seedFilePath();
  const documents = parseSeedDataset(await readFile(file, "utf8"), file);
  const { seedImageAssets } = await import("./seedImageAssets.server");
  return [...documents, ...(await seedImageAssets(documents, SEED_IMAGES_DIR))];
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

/** The slugs in a list, empty ones left out. */
export const present = (slugs: (string | null)[]) => slugs.filter((slug): slug is string => Boolean(slug));
