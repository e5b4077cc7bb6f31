import { existsSync, globSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkEnvironment } from "#web/shared/config/environment.server.ts";
import { ndjsonLines } from "#content/ndjson.ts";
import { capture, unattended } from "./processes";

// The Sanity CLI as the content scripts run it: from studio/, never prompting, no update checks.

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const STUDIO_DIR = path.join(ROOT, "studio");
export const SEED_DIR = path.join(STUDIO_DIR, "seed");
export const SEED_FILE = path.join(SEED_DIR, "production.ndjson");
export const SANITY_BIN = path.join(ROOT, "node_modules", ".bin", "sanity");

export interface SanityProject {
  projectId: string;
  dataset: string;
  /** false when SANITY_AUTH_TOKEN is unset: the CLI then needs `sanity login` */
  hasToken: boolean;
}

const ACCESS = { "content:push": "write (Editor)", "content:pull": "read (Viewer)" } as const;

/** The project push and pull work on, from the Studio's variables; throws naming what is missing or wrong. */
export function projectFromEnv(env: NodeJS.ProcessEnv, command: keyof typeof ACCESS): SanityProject {
  const hasToken = !!env.SANITY_AUTH_TOKEN?.trim();
  // Only the Studio's variables: the site's own do not concern these scripts.
  const { config, problems } = checkEnvironment({
    SANITY_STUDIO_PROJECT_ID: env.SANITY_STUDIO_PROJECT_ID,
    SANITY_STUDIO_DATASET: env.SANITY_STUDIO_DATASET,
  });
  if (!config)
    throw new Error(problems.map(({ variable, message }) => `${variable}: ${message}.`).join("\n"));
  const { projectId, dataset } = config.studio;
  if (!projectId) {
    const missing = ["SANITY_STUDIO_PROJECT_ID", ...(hasToken ? [] : ["SANITY_AUTH_TOKEN"])];
    throw new Error(
      `${command} needs a Sanity project. Not set: ${missing.join(", ")}.\n` +
        `  SANITY_STUDIO_PROJECT_ID  required  the project id (sanity.io/manage)\n` +
        `  SANITY_STUDIO_DATASET     optional  the dataset, default production\n` +
        `  SANITY_AUTH_TOKEN         required  an API token with ${ACCESS[command]} access,\n` +
        `                                      unless you ran \`npx sanity login\` in studio/\n` +
        `e.g. SANITY_STUDIO_PROJECT_ID=abc123 SANITY_AUTH_TOKEN=sk… npm run ${command}`,
    );
  }
  return { projectId, dataset, hasToken };
}

export const loginHint = (project: SanityProject) =>
  project.hasToken
    ? ""
    : "SANITY_AUTH_TOKEN is not set, so the Sanity CLI uses its own login: set SANITY_AUTH_TOKEN " +
      "(sanity.io/manage → API → Tokens) or run `npx sanity login` in studio/.";

/** The env for a CLI run against the project (sanity.cli.ts reads the Studio variables). */
export const projectEnv = (project: SanityProject, env: NodeJS.ProcessEnv = process.env) =>
  unattended({
    ...env,
    SANITY_STUDIO_PROJECT_ID: project.projectId,
    SANITY_STUDIO_DATASET: project.dataset,
  });

const ASSET_FIELD = /"_sanityAsset"\s*:\s*"(?:image|file)@file:\/\/\.\/((?:images|files)\/[^/"]+)"/g;

/** The `images/…` and `files/…` paths named by exported asset fields (`image@file://./images/x.png`). */
export const exportedAssetPaths = (ndjson: string): string[] => [
  ...new Set(Array.from(ndjson.matchAll(ASSET_FIELD), (match) => match[1])),
];

interface ExtractedExport {
  documents: number;
  images: number;
  /** non-image assets (`files/`); the model has no file fields, so usually none */
  files: number;
}

/**
 * Unpacks a `sanity dataset export` tarball (`<prefix>/data.ndjson`, `<prefix>/images/<sha1>-<w>x<h>.<ext>`,
 * `<prefix>/files/…`) into a seed directory: `data.ndjson` becomes `production.ndjson` as is (its image
 * fields keep the `image@file://./images/<name>` form), `images/` replaces the seed's `images/` (and
 * `files/` its `files/`). Nothing changes unless the tarball holds a data.ndjson whose assets are all in it.
 */
export async function extractExport(tarball: string, seedDir: string): Promise<ExtractedExport> {
  const work = await mkdtemp(path.join(os.tmpdir(), "content-pull-"));
  try {
    const result = await capture("tar", ["-xzf", tarball, "-C", work, "--no-same-owner"]);
    if (result.code !== 0) throw new Error(`could not unpack ${tarball}: ${result.stderr.trim()}`);
    const [dataFile] = globSync(["data.ndjson", "*/data.ndjson", "*/*/data.ndjson"], { cwd: work });
    if (!dataFile) throw new Error(`${tarball} holds no data.ndjson: is it a \`sanity dataset export\`?`);
    const exportDir = path.join(work, path.dirname(dataFile));
    const ndjson = await readFile(path.join(work, dataFile), "utf8");
    const missing = exportedAssetPaths(ndjson).filter((asset) => !existsSync(path.join(exportDir, asset)));
    if (missing.length)
      throw new Error(
        `the export lacks ${missing.length} asset file(s) its documents name: ${missing.join(", ")}`,
      );
    const counts = { documents: ndjsonLines(ndjson).length, images: 0, files: 0 };
    await mkdir(seedDir, { recursive: true });
    const visible = (name: string) => !path.basename(name).startsWith(".");
    for (const dir of ["images", "files"] as const) {
      const from = path.join(exportDir, dir);
      counts[dir] = existsSync(from) ? (await readdir(from)).filter(visible).length : 0;
      await rm(path.join(seedDir, dir), { recursive: true, force: true });
      if (counts[dir]) await cp(from, path.join(seedDir, dir), { recursive: true, filter: visible });
      else if (dir === "images") await mkdir(path.join(seedDir, dir));
    }
    await cp(path.join(work, dataFile), path.join(seedDir, "production.ndjson"));
    // The assets' metadata (the media library's tags, alt texts, credits), restored by content:push.
    const assets = path.join(exportDir, "assets.json");
    if (existsSync(assets)) await cp(assets, path.join(seedDir, "assets.json"));
    else await rm(path.join(seedDir, "assets.json"), { force: true });
    return counts;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
