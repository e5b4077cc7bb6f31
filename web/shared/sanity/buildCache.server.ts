import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** What the build draws (placeholders, share images). Deleting it only makes the next build slower. */
export const BUILD_CACHE_DIR = ".cache/build";

/** Of everything a drawing is made from, in order. */
export function contentHash(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    // The length first: ("ab", "c") and ("a", "bc") hash differently.
    hash.update(`${typeof part === "string" ? Buffer.byteLength(part) : part.byteLength}:`);
    hash.update(part);
  }
  return hash.digest("hex");
}

export type CacheCounts = { hits: number; misses: number };

/**
 * A folder of files named by the hash of what they were drawn from: `get` draws only on a miss
 * and keeps the result. `counts` says how many were reused and how many drawn.
 */
export function hashCache(name: string, dir = BUILD_CACHE_DIR) {
  const folder = path.resolve(dir, name);
  const counts: CacheCounts = { hits: 0, misses: 0 };
  return {
    counts,
    async get(key: string, draw: () => Buffer | Promise<Buffer>): Promise<Buffer> {
      const file = path.join(folder, key);
      const kept = await readFile(file).catch(() => null);
      if (kept) {
        counts.hits++;
        return kept;
      }
      counts.misses++;
      const data = await draw();
      await mkdir(folder, { recursive: true });
      // Written aside, then renamed: a build stopped halfway never leaves a torn file behind.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, data);
      await rename(partial, file);
      return data;
    },
  };
}

export type HashCache = ReturnType<typeof hashCache>;
