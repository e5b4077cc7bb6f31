import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { SEED_FILE } from "../../e2e/support/dataset";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";
import type { SitePage } from "#content/sitePages.ts";
import { expectedPages, isIndexable } from "./expected-pages";

// The built site, as files: the build in BUILD_DIR (else build/), made from the dataset the
// tests read (CONTENT_SEED_FILE, else the bundled one: tests/e2e/support/dataset.ts). Each file
// is read and parsed once per test worker (vitest.build.config.ts shares modules between files).

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR || "build");
export const CLIENT = path.join(BUILD_DIR, "client");

if (!existsSync(path.join(CLIENT, "index.html")))
  throw new Error(`${CLIENT} holds no built site: build first (docs/testing.md), or set BUILD_DIR.`);

/** The site's address the build wrote into its pages: this environment's VITE_SITE_URL, else the local default. */
export const SITE = readConfig().siteUrl;

/** A page the build wrote, with the files the host serves it from. */
export type BuiltPage = SitePage & {
  /** Its HTML files: the page's index.html; a not-found page's 404 pages (the host's, by language). */
  files: string[];
};

/**
 * The files of a page: its index.html; the not-found page is served from the host's 404 pages
 * (web/files/prerenderedHtml.server.ts): the English one at 404.html and in the i18n folder, each
 * other language's in that folder.
 */
function filesOf(page: SitePage): string[] {
  if (page.kind !== "notFound") return [path.join(CLIENT, page.path, "index.html")];
  const language = page.language ?? DEFAULT_LANGUAGE;
  const inFolder = path.join(CLIENT, "404", `${language}_ALL`, "404.html");
  return language === DEFAULT_LANGUAGE ? [path.join(CLIENT, "404.html"), inFolder] : [inFolder];
}

/** Every page the build wrote (content/sitePages.ts, from the dataset the build read), in every language. */
export const pages: BuiltPage[] = expectedPages().map((page) => ({ ...page, files: filesOf(page) }));

/** The pages search engines are told about. */
export const indexablePages = pages.filter(isIndexable);

/** The page at an address. */
export function pageAt(address: string): BuiltPage {
  const page = pages.find((candidate) => candidate.path === address);
  if (!page) throw new Error(`no page at ${address} among the pages built from ${SEED_FILE}`);
  return page;
}

/** Every HTML file the host serves, by name (its path in the build): each page's, the 404 pages'. */
export const servedFiles = () =>
  pages.flatMap((page) => page.files.map((file) => ({ name: path.relative(CLIENT, file), file, page })));

const texts = new Map<string, string>();
const parsedFiles = new Map<string, JSDOM>();

/** A file of the build, as text (read once). */
export function builtFile(file: string): string {
  const absolute = path.resolve(CLIENT, file);
  const text = texts.get(absolute) ?? readFileSync(absolute, "utf8");
  texts.set(absolute, text);
  return text;
}

/** An HTML file of the build, parsed (once) by jsdom: none of its scripts run, a test's may (axe). */
export function parsedPage(file: string): JSDOM {
  const page = parsedFiles.get(file) ?? new JSDOM(builtFile(file), { runScripts: "outside-only" });
  parsedFiles.set(file, page);
  return page;
}

/** An HTML file of the build, parsed (once) by jsdom, no script run. */
export const parsed = (file: string): Document => parsedPage(file).window.document;

/** The page's HTML (its first file), parsed. */
export const documentOf = (page: BuiltPage) => parsed(page.files[0]);

/** The HTML of the page at an address, parsed. */
export const documentAt = (address: string) => documentOf(pageAt(address));

/** The content of a head tag, by selector ("meta[name=description]"); null when there is none. */
export const headContent = (document: Document, selector: string) =>
  document.head.querySelector(selector)?.getAttribute("content") ?? null;

/** A page's structured data, each JSON-LD script parsed. */
export const jsonLd = (document: Document): Record<string, unknown>[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );

/** A path of the site as the build's file under client/ (an address's path, a URL on SITE). */
export const fileAt = (address: string) => path.join(CLIENT, new URL(address, SITE).pathname);
