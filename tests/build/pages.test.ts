import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decode } from "react-router";
import { expect, test } from "vitest";
import { onlyReadFromDocuments, SAME_PER_DOCUMENT } from "#web/files/routeData.server.ts";
import { indexablePaths } from "../e2e/support/routes";
import { CLIENT, indexablePages, pages } from "./support/built-site";

// The pages the tests of the built files go through are exactly those the build wrote.

/** Every folder of the build with an index.html, as its address (assets aside). */
function pageFolders(dir = CLIENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === "index.html" ? [`/${path.relative(CLIENT, dir)}`] : [];
    return entry.name === "assets" ? [] : pageFolders(path.join(dir, entry.name));
  });
}

test("the build wrote a page at each address of the dataset's pages, in every language, and no other", () => {
  const addresses = pages.filter((page) => page.kind !== "notFound").map((page) => page.path);
  expect(pageFolders().sort()).toEqual(addresses.sort());
  expect(pages.some((page) => page.language === "es" && page.kind === "signIn")).toBe(true);
});

test("the host's 404 pages are there: the English one at 404.html and in each language's i18n folder", () => {
  const files = pages.filter((page) => page.kind === "notFound").flatMap((page) => page.files);
  expect(files.map((file) => path.relative(CLIENT, file)).sort()).toEqual(
    ["404.html", "404/en_ALL/404.html", "404/es_ALL/404.html"].sort(),
  );
  for (const file of files) expect(existsSync(file), file).toBe(true);
});

test("the indexable pages include every one the browser tests count as indexable", () => {
  expect(indexablePages.map((page) => page.path)).toEqual(expect.arrayContaining(indexablePaths()));
});

test("each page's data file holds its own routes' data and not the root's, which the document it opens in already has, and a head without the tags only read from documents", async () => {
  const dataFile = (address: string) =>
    path.join(CLIENT, address.endsWith("/") ? `${address}_.data` : `${address}.data`);
  const built = pages.filter((page) => page.kind !== "notFound" && existsSync(dataFile(page.path)));
  expect(built.length).toBeGreaterThan(20);
  for (const page of built) {
    const file = dataFile(page.path);
    const { value } = await decode(new Blob([readFileSync(file)]).stream(), globalThis as typeof window);
    const routes = Object.keys(value as object);
    expect(routes, file).not.toContain(SAME_PER_DOCUMENT[0]);
    expect(routes.length, file).toBeGreaterThan(0);
    const heads = Object.values(value as Record<string, { data?: { head?: Record<string, unknown>[] } }>)
      .map((result) => result.data?.head)
      .filter((head) => Array.isArray(head));
    for (const head of heads) {
      expect(head.filter(onlyReadFromDocuments), file).toEqual([]);
      expect(
        head.some((tag) => "title" in tag),
        file,
      ).toBe(true);
    }
  }
});
