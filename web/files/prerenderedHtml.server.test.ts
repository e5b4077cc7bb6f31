import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { RELEASE_FILE, type ReleaseFile } from "#web/shared/navigation/release.ts";
import { NOT_FOUND_PATH } from "#content/sitePages.ts";
import { paths } from "#content/paths.ts";
import { fontFaces } from "#web/shared/styles/fonts.ts";
import { fontSwitchScript } from "#web/shared/styles/fontSwitch.ts";
import { inlineScripts } from "./securityHeaders.server";
import {
  finishPrerenderedPages,
  moveNotFoundPages,
  NOT_FOUND_FOLDER,
  notFoundPageIn,
  notFoundPages,
  prerenderedPages,
  releaseOf,
} from "./prerenderedHtml.server";

const INTER_FILE = "/assets/inter-latin-wght-normal-Ab12.woff2";
/** The inlined stylesheet's start, as web/shared/styles/fonts.ts writes it. */
const STYLE = `<style>${fontFaces(INTER_FILE)}</style>`;

it("makes each language's not-found page the host's 404 page in it, English also 404.html, and leaves no page nor data at their addresses", () => {
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  for (const page of ["404", "es/404", "es/pricing", "a-page"]) {
    mkdirSync(path.join(client, page), { recursive: true });
    writeFileSync(path.join(client, page, "index.html"), `<h1>${page}</h1>`);
    writeFileSync(path.join(client, `${page}.data`), "[]");
  }
  moveNotFoundPages(client, [{ path: NOT_FOUND_PATH }, { path: "/es/404", language: "es" }]);
  expect(NOT_FOUND_FOLDER).toBe("404");
  expect(readFileSync(path.join(client, "404.html"), "utf8")).toBe("<h1>404</h1>");
  expect(readFileSync(notFoundPageIn(client, "en"), "utf8")).toBe("<h1>404</h1>");
  expect(readFileSync(notFoundPageIn(client, "es"), "utf8")).toBe("<h1>es/404</h1>");
  expect(notFoundPageIn(client, "es")).toBe(path.join(client, NOT_FOUND_FOLDER, "es_ALL", "404.html"));
  // The host's i18n folder holds the 404 pages and nothing else.
  expect(readdirSync(path.join(client, NOT_FOUND_FOLDER), { recursive: true }).sort()).toEqual([
    "en_ALL",
    path.join("en_ALL", "404.html"),
    "es_ALL",
    path.join("es_ALL", "404.html"),
  ]);
  for (const gone of ["404/index.html", "404.data", "es/404", "es/404.data"])
    expect(existsSync(path.join(client, gone)), gone).toBe(false);
  expect(prerenderedPages(client).sort()).toEqual(["/a-page", "/es/pricing"]);
  expect(existsSync(path.join(client, "a-page.data"))).toBe(true);
  expect(notFoundPages(client)).toEqual([
    path.join(client, "404.html"),
    notFoundPageIn(client, "en"),
    notFoundPageIn(client, "es"),
  ]);
  rmSync(client, { recursive: true });
});

it("finds only 404.html in a build with no other language's not-found page", () => {
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  mkdirSync(path.join(client, "404"));
  writeFileSync(path.join(client, "404", "index.html"), "<h1>404</h1>");
  moveNotFoundPages(client, [{ path: NOT_FOUND_PATH }]);
  expect(notFoundPages(client)).toEqual([path.join(client, "404.html"), notFoundPageIn(client, "en")]);
  rmSync(client, { recursive: true });
});

it("marks every page with its release, which the release file names: new code, new release", () => {
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  mkdirSync(path.join(client, "assets"));
  mkdirSync(path.join(client, "pricing"));
  writeFileSync(path.join(client, "assets", "page-a1b2.js"), "");
  const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${STYLE}</head><body></body></html>`;
  writeFileSync(path.join(client, "pricing", "index.html"), page);
  finishPrerenderedPages(client);
  const { release } = JSON.parse(readFileSync(path.join(client, RELEASE_FILE), "utf8")) as ReleaseFile;
  expect(readFileSync(path.join(client, "pricing", "index.html"), "utf8")).toContain(
    `<html data-release="${release}" lang="en">`,
  );
  // The same code again (new content only): the same release.
  expect(releaseOf(client)).toBe(release);
  writeFileSync(path.join(client, "assets", "page-c3d4.js"), "");
  rmSync(path.join(client, "assets", "page-a1b2.js"));
  expect(releaseOf(client)).not.toBe(release);
  rmSync(client, { recursive: true });
});

it("puts the early-submit script first in every page's head, then the font switch for the stylesheet's Inter file, the keep-search script only where a link keeps the address's parameters", () => {
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  mkdirSync(path.join(client, "assets"));
  const head = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title>${STYLE}</head>`;
  const pages = {
    signup: `${head}<body><a href="${paths.signIn}" data-keep-search="trial plan">Sign in</a></body></html>`,
    pricing: `${head}<body><a href="${paths.signIn}">Sign in</a><p> data-keep-search= in a text</p></body></html>`,
  };
  for (const [page, html] of Object.entries(pages)) {
    mkdirSync(path.join(client, page));
    writeFileSync(path.join(client, page, "index.html"), html);
  }
  finishPrerenderedPages(client);
  const scriptsOf = (page: string) =>
    inlineScripts(readFileSync(path.join(client, page, "index.html"), "utf8")).map(
      (text) => /^\(function (\w+)/.exec(text)?.[1],
    );
  expect(scriptsOf("signup")).toEqual(["holdEarlySubmits", "drawInInterIfCached", "keepSearchOnEarlyClicks"]);
  expect(scriptsOf("pricing")).toEqual(["holdEarlySubmits", "drawInInterIfCached"]);
  const [, fontSwitch] = inlineScripts(readFileSync(path.join(client, "pricing", "index.html"), "utf8"));
  expect(fontSwitch).toBe(fontSwitchScript(INTER_FILE));
  expect(fontSwitch).not.toContain("__name");
  rmSync(client, { recursive: true });
});

it("refuses a page whose stylesheet declares no Inter file", () => {
  const client = mkdtempSync(path.join(tmpdir(), "client-"));
  mkdirSync(path.join(client, "assets"));
  mkdirSync(path.join(client, "pricing"));
  writeFileSync(
    path.join(client, "pricing", "index.html"),
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body></body></html>',
  );
  expect(() => finishPrerenderedPages(client)).toThrow("declares no Inter file");
  rmSync(client, { recursive: true });
});
