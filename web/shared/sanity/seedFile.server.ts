import path from "node:path";
import { readConfig } from "#web/shared/config/environment.server.ts";

/** What the build reads when no Sanity project is configured: CONTENT_SEED_FILE, else the bundled one. */
export const seedFilePath = (env?: Parameters<typeof readConfig>[0]) =>
  path.resolve(readConfig(env).contentSeedFile);

/** The bundled dataset's image files, named as Sanity's CDN names them (`<sha1>-<w>x<h>.<ext>`). */
export const SEED_IMAGES_DIR = "studio/seed/images";

export const SEED_IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};
