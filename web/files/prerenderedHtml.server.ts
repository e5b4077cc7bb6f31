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
 * The folder of the host's not-found page in each language, `<folder>/<language>_ALL/404.html`
 * (in all countries): Firebase Hosting's i18n root (`i18n.root`, hostingConfig.server.ts). The host
 * answers an unknown address with the 404.html of the first of the request's languages
 * (Accept-Language, or the firebase-language-override cookie) that has one there, else with the
 * root's 404.html (English): it cannot choose one by the address's prefix (/es). The folder holds nothing but
 * 404.html files: the host also looks in it first for every other address, in the request's
 * languages, so a page there would be served to Spanish browsers at an English address, and no
 * page is chosen by Accept-Language (docs/languages.md). It is the English not-found page's
 * address (/404), which no page built in the Studio may take, nor any under it
 * (content/addressRules.ts).
 */
export const NOT_FOUND_FOLDER = NOT_FOUND_PATH.slice(1);

/** Where the host finds the not-found page in `language` in a client build (`NOT_FOUND_FOLDER`). */
export const notFoundPageIn = (client: string, language: Language) =>
  path.join(client, NOT_FOUND_FOLDER, `${language}_ALL`, "404.html");

/**
 * Makes the not-found page prerendered in each language (at /404, /es/404) the host's 404 page
 * in that language, which it serves with status 404 at every unknown address
 * (`NOT_FOUND_FOLDER`), and the English one also the root's 404.html, served to every other
 * language. English is in the folder too: a browser that accepts English and then Spanish
 * would otherwise get the Spanish page, the first of its languages found there. Each page and
 * its data file leave their address, which is then an unknown one too: answered 404, not a
 * page served 200.
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

/** The host's not-found pages in a client build: 404.html, then each language's. */
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
 *   (web/shared/forms/earlySubmit.ts): the page's own code need not carry it; then the script
 *   that decides when the page draws in Inter (web/shared/styles/fontSwitch.ts), given the file
 *   its stylesheet declares; and, on a page with a
 *   link that keeps parameters of its address, the script that keeps them before the code has
 *   arrived (web/shared/navigation/keepSearch.ts): the other pages do not carry it.
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
