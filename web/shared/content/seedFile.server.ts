import path from "node:path";
import { readConfig } from "../config/environment.server";

/**
 * The NDJSON dataset the build reads when no Sanity project is configured: CONTENT_SEED_FILE,
 * else the one bundled in the repository (its default in the configuration module).
 */
export const seedFilePath = (env?: Parameters<typeof readConfig>[0]) =>
  path.resolve(readConfig(env).contentSeedFile);
