import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, type Language } from "#content/languages.ts";
import { NOT_FOUND_PATH, type SitePage } from "#content/sitePages.ts";
import { earlySubmitScript } from "#web/shared/forms/earlySubmit.ts";
import { fontSwitchScript } from "#web/shared/styles/fontSwitch.ts";
import { KEEP_SEARCH_ATTRIBUTE, keepSearchScript } from "#web/shared/navigation/keepSearch.ts";
import { RELEASE_FILE, type ReleaseFile } from "#web/shared/navigation/release.ts";

/** `<dir>/…/index.html`, as its path. */
export function prerenderedPages(client: string, dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : prerenderedPages(client, full);
    if (entry.name !== "index.html") return [];
    return [`/${path.relative(client, dir).split(path.sep).join("/")}`];
  });
}

/**
 * The host answers a redirect's old address before it looks for a file, so React Router's page
 * there would never be served. The address's data file, which the browser's router follows, stays.
 */
export function removeRedirectPages(client: string, redirects: readonly { from: string }[]) {
  for (const { from } of redirects) {
    const folder = path.join(client, from);
    rmSync(path.join(folder, "index.html"), { force: true });
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}

/**
 * Firebase Hosting's i18n root, `<folder>/<language>_ALL/404.html`: the host answers an unknown
 * address with the 404.html of the first of the request's languages (Accept-Language, or the
 * firebase-language-override cookie) that has one, else the root's (English); it cannot choose by
 * the address's prefix (/es). Nothing but 404.html files: the host looks in it first for every
 * other address too, so a page there would be served to Spanish browsers at an English address.
 * It is /404, which no built page may take, nor any under it (content/addressRules.ts).
 */
export const NOT_FOUND_FOLDER = NOT_FOUND_PATH.slice(1);

export const notFoundPageIn = (client: string, language: Language) =>
  path.join(client, NOT_FOUND_FOLDER, `${language}_ALL`, "404.html");

/**
 * English is in `NOT_FOUND_FOLDER` too, and the root's 404.html: a browser that accepts English and
 * then Spanish would otherwise get the Spanish page. Each page and its data file leave their
 * address, which is then answered 404, not served 200.
 */
export function moveNotFoundPages(client: string, pages: readonly Pick<SitePage, "path" | "language">[]) {
  for (const { path: address, language = DEFAULT_LANGUAGE } of pages) {
    const folder = path.join(client, address);
    const page = path.join(folder, "index.html");
    const file = notFoundPageIn(client, language);
    mkdirSync(path.dirname(file), { recursive: true });
    if (language === DEFAULT_LANGUAGE) copyFileSync(page, path.join(client, "404.html"));
    renameSync(page, file);
    if (readdirSync(folder).length === 0) rmdirSync(folder);
    rmSync(`${folder}.data`, { force: true });
  }
}

/** 404.html, then each language's. */
export function notFoundPages(client: string): string[] {
  const folder = path.join(client, NOT_FOUND_FOLDER);
  const languages = existsSync(folder) ? readdirSync(folder).sort() : [];
  return [
    path.join(client, "404.html"),
    ...languages
      .map((language) => path.join(folder, language, "404.html"))
      .filter((file) => existsSync(file)),
  ];
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"[^>]*\/>/g;
const CHARSET = '<meta charSet="utf-8"/>';
const HTML_TAG = "<html ";
const KEEPS_SEARCH = new RegExp(String.raw`<a\s[^>]*\b${KEEP_SEARCH_ATTRIBUTE}=`);
/** Inter's file, as the inlined stylesheet declares it (web/shared/styles/fonts.ts). */
const INTER_FILE = /@font-face\{font-family:"Inter";[^}]*src:url\((\/assets\/[\w.-]+\.woff2)\)/;

/**
 * A hash of the names of its code's files, each named after its content: a build with new content
 * alone is the same release.
 */
export function releaseOf(client: string): string {
  const files = readdirSync(path.join(client, "assets")).sort();
  return createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 16);
}

/**
 * Marks each page with its release, drops React Router's module preloads
 * (docs/decisions/006-no-module-preloads.md) and puts the inline scripts first in <head>: early
 * submit, the font switch and, only on a page with a link that keeps its address's parameters, keep-search.
 */
export function finishPrerenderedPages(client: string) {
  const earlySubmit = `<script>${earlySubmitScript()}</script>`;
  const keepSearch = `<script>${keepSearchScript()}</script>`;
  const release = releaseOf(client);
  writeFileSync(path.join(client, RELEASE_FILE), JSON.stringify({ release } satisfies ReleaseFile));
  for (const page of prerenderedPages(client)) {
    const file = path.join(client, page, "index.html");
    const html = readFileSync(file, "utf8");
    if (!html.includes(CHARSET))
      throw new Error(`${file}: no ${CHARSET} to put the early-submit script after`);
    if (!html.includes(HTML_TAG)) throw new Error(`${file}: no ${HTML_TAG.trim()}> to mark with its release`);
    const interFile = INTER_FILE.exec(html)?.[1];
    if (!interFile) throw new Error(`${file}: its stylesheet declares no Inter file to switch to`);
    const fontSwitch = `<script>${fontSwitchScript(interFile)}</script>`;
    writeFileSync(
      file,
      html
        .replace(MODULE_PRELOAD, "")
        .replace(CHARSET, CHARSET + earlySubmit + fontSwitch + (KEEPS_SEARCH.test(html) ? keepSearch : ""))
        .replace(HTML_TAG, `${HTML_TAG}data-release="${release}" `),
    );
  }
}
