import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Every prerendered page of a client build (`<dir>/…/index.html`), as its path. */
export function prerenderedPages(client: string, dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : prerenderedPages(client, full);
    if (entry.name !== "index.html") return [];
    return [`/${path.relative(client, dir).split(path.sep).join("/")}`];
  });
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"[^>]*\/>/g;

/**
 * Drops React Router's module preloads from each prerendered page. They are high-priority
 * requests made before the first paint, which Lighthouse's phone model counts into the
 * paint's delay; without them the page's inline module script asks for the same modules
 * as soon as the HTML is parsed. React re-adds the links to <head> when it hydrates.
 */
export function removeModulePreloads(client: string) {
  for (const page of prerenderedPages(client)) {
    const file = path.join(client, page, "index.html");
    writeFileSync(file, readFileSync(file, "utf8").replace(MODULE_PRELOAD, ""));
  }
}
