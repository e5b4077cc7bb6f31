import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { earlySubmitScript } from "../../web/shared/forms/earlySubmit";
import { RELEASE_FILE, type ReleaseFile } from "../../web/shared/navigation/release";

/** Every prerendered page of a client build (`<dir>/…/index.html`), as its path. */
export function prerenderedPages(client: string, dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : prerenderedPages(client, full);
    if (entry.name !== "index.html") return [];
    return [`/${path.relative(client, dir).split(path.sep).join("/")}`];
  });
}

/**
 * Removes the page React Router prerenders at each redirect's old address (a meta refresh to
 * the destination): the host answers those addresses with its own redirect before it looks
 * for a file, so the page would never be served. The address's data file, which the
 * browser's router follows, stays.
 */
export function removeRedirectPages(client: string, redirects: readonly { from: string }[]) {
  for (const { from } of redirects) {
    const folder = path.join(client, from);
    rmSync(path.join(folder, "index.html"), { force: true });
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}

/**
 * Makes the not-found page prerendered at `notFoundPath` the host's 404.html, which it serves
 * with status 404 at every unknown address, and removes the page and its data file from
 * `notFoundPath`: the address is then an unknown one too, answered 404, not a page served 200.
 */
export function moveNotFoundPage(client: string, notFoundPath: string) {
  const folder = path.join(client, notFoundPath);
  renameSync(path.join(folder, "index.html"), path.join(client, "404.html"));
  if (readdirSync(folder).length === 0) rmdirSync(folder);
  rmSync(`${folder}.data`, { force: true });
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"[^>]*\/>/g;
const CHARSET = '<meta charSet="utf-8"/>';
const HTML_TAG = "<html ";

/**
 * The release a build makes: a hash of the names of its code's files, each named after its
 * content. A build with the same code (new content only) is the same release; any change to the
 * code is a new one, whose chunks an open tab of the old one no longer finds.
 */
export function releaseOf(client: string): string {
  const files = readdirSync(path.join(client, "assets")).sort();
  return createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 16);
}

/**
 * Finishes each prerendered page:
 * - marks it with the release it belongs to (`<html data-release>`), which the host names in
 *   RELEASE_FILE: an open tab asks before it loads more code (web/shared/navigation/release.ts);
 * - drops React Router's module preloads: high-priority requests made before the first
 *   paint, which Lighthouse's phone model counts into the paint's delay; without them the
 *   page's inline module script asks for the same modules as soon as the HTML is parsed
 *   (React re-adds the links to <head> when it hydrates);
 * - puts the early-submit script first in <head>, before any form
 *   (web/shared/forms/earlySubmit.ts): the page's own code need not carry it.
 */
export function finishPrerenderedPages(client: string) {
  const earlySubmit = `<script>${earlySubmitScript()}</script>`;
  const release = releaseOf(client);
  writeFileSync(path.join(client, RELEASE_FILE), JSON.stringify({ release } satisfies ReleaseFile));
  for (const page of prerenderedPages(client)) {
    const file = path.join(client, page, "index.html");
    const html = readFileSync(file, "utf8");
    if (!html.includes(CHARSET))
      throw new Error(`${file}: no ${CHARSET} to put the early-submit script after`);
    if (!html.includes(HTML_TAG)) throw new Error(`${file}: no ${HTML_TAG.trim()}> to mark with its release`);
    writeFileSync(
      file,
      html
        .replace(MODULE_PRELOAD, "")
        .replace(CHARSET, CHARSET + earlySubmit)
        .replace(HTML_TAG, `${HTML_TAG}data-release="${release}" `),
    );
  }
}
