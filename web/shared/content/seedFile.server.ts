import path from "node:path";

/**
 * The NDJSON dataset the build reads when no Sanity project is configured: CONTENT_SEED_FILE,
 * else the one bundled in the repository.
 */
export const seedFilePath = (env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(env.CONTENT_SEED_FILE || "studio/seed/production.ndjson");
