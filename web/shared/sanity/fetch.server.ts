import { readFile } from "node:fs/promises";
import { type ClientReturn, createClient } from "@sanity/client";
import { type DereferenceFunction, evaluateSync, parse } from "groq-js";
import { isDevServer, readConfig } from "#web/shared/config/environment.server.ts";
import { sanityClientConfig, withLanguage, type ContentFetcher } from "#content/config.ts";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { withoutHiddenCharacters } from "#content/plainText.ts";
import { SEED_IMAGES_DIR, seedFilePath } from "./seedFile.server";

type QueryParams = Record<string, unknown>;

// From process.env: vite.config.ts adds the .env files' variables.
const sanitySettings = () => {
  const { app } = readConfig();
  return sanityClientConfig(
    { projectId: app.sanityProjectId, dataset: app.sanityDataset, apiHost: app.sanityApiHost },
    true,
  );
};

type SeedDataset = { documents: unknown[]; dereference: DereferenceFunction };

let seedDataset: Promise<SeedDataset> | undefined;

// With the image assets Sanity would hold for the bundled images, placeholders included; their
// module (and its native renderer) loads only for the bundled dataset.
// An index by id for `->`: without one, groq-js scans the dataset for every reference.
async function loadSeedDataset(): Promise<SeedDataset> {
  const file = seedFilePath();
  const seed = parseSeedDataset(await readFile(file, "utf8"), file);
  const { seedImageAssets, withoutMissingImages } = await import("./seedImageAssets.server");
  const assets = await seedImageAssets(seed, SEED_IMAGES_DIR);
  const found = new Set(assets.map((asset) => asset._id));
  const documents = [...withoutMissingImages(seed, found), ...assets];
  const byId = new Map((documents as { _id: string; _type: string }[]).map((doc) => [doc._id, doc]));
  return { documents, dereference: ({ _ref }) => byId.get(_ref) ?? null };
}

/** A query's answer, without the hidden characters the Studio refuses (content/plainText.ts). */
const runQuery = async (query: string, params: QueryParams) =>
  withoutHiddenCharacters(await answer(query, params));

async function answer(query: string, params: QueryParams): Promise<unknown> {
  const settings = sanitySettings();
  if (settings) return createClient(settings).fetch(query, params);
  seedDataset ??= loadSeedDataset();
  const { documents, dereference } = await seedDataset;
  // Synchronous evaluation gives the same results 3-5 times faster on a 1,000-post blog
  // (`npm run bench:build`): the asynchronous one awaits every document of every scan.
  return evaluateSync(parse(query, { params }), { dataset: documents, params, dereference }).data;
}

// Each answer is kept, so the pages describe one snapshot of the content and every page's root
// data is asked for once. The dev server asks afresh on every request.
const answers = new Map<string, Promise<unknown>>();

/** On the configured Sanity project, or else on the bundled dataset. */
export const fetchContent: ContentFetcher = <const Q extends string>(query: Q, given?: QueryParams) => {
  type Answer = Promise<ClientReturn<Q, unknown>>;
  const params = withLanguage(given);
  if (isDevServer()) return runQuery(query, params) as Answer;
  const key = `${query}\n${JSON.stringify(params)}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = runQuery(query, params);
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer as Answer;
};

export const present = (slugs: (string | null)[]) => slugs.filter((slug): slug is string => Boolean(slug));
