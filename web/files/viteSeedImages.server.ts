import { createReadStream, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { SEED_IMAGES_DIR, SEED_IMAGE_TYPES } from "#web/shared/sanity/seedFile.server.ts";

/** Serves the bundled dataset's images at /seed-images/ in dev and copies them into the client build. */
export function seedImages(): Plugin {
  const dir = path.resolve(SEED_IMAGES_DIR);
  const files = () => (existsSync(dir) ? readdirSync(dir) : []);
  return {
    name: "seed-images",
    configureServer(server) {
      server.middlewares.use("/seed-images", (req, res, next) => {
        const name = path.basename(decodeURIComponent((req.url ?? "").split("?")[0]));
        const file = path.join(dir, name);
        if (!name || !existsSync(file)) return next();
        res.setHeader(
          "Content-Type",
          SEED_IMAGE_TYPES[path.extname(name).slice(1)] ?? "application/octet-stream",
        );
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const name of files()) {
        this.emitFile({
          type: "asset",
          fileName: `seed-images/${name}`,
          source: readFileSync(path.join(dir, name)),
        });
      }
    },
  };
}
