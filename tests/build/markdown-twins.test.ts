import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import { headerRules, headersAt } from "../e2e/support/hosting-headers";
import { agents } from "../e2e/support/dataset";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { markdownPath } from "#web/features/seo/sitePaths.ts";
import {
  BUILD_DIR,
  SITE,
  builtFile,
  documentAt,
  documentOf,
  fileAt,
  indexablePages,
  pages,
} from "./support/built-site";

// Each listed page's Markdown twin (web/files/markdownFiles.server.ts), as the build writes it and
// the host serves it: linked from the page's head, and holding the page's headings and prices.

const rules = headerRules(BUILD_DIR);

const linkOf = (document: Document) =>
  document.head.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute("href") ?? null;

/** Markdown as the words it shows: escapes, emphasis and link targets taken out, whitespace collapsed. */
const shown = (markdown: string) =>
  markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\\(.)/g, "$1")
    .replace(/[*_[\]]/g, "")
    .replace(/\s+/g, " ");
const words = (element: Element) =>
  (element.textContent ?? "").replace(/[*_]/g, "").replace(/\s+/g, " ").trim();

test.each(indexablePages)("$path links its Markdown twin, which the host serves as Markdown", (page) => {
  const address = markdownPath(page.path);
  expect(linkOf(documentOf(page))).toBe(`${SITE}${address}`);
  expect(existsSync(fileAt(address)), `${address} is built`).toBe(true);
  expect(headersAt(rules, address)["content-type"]).toBe("text/markdown; charset=utf-8");
});

test("a page kept out of search results links no Markdown twin", () => {
  const hidden = pages.filter((page) => !indexablePages.includes(page) && page.kind !== "notFound");
  expect(hidden.length).toBeGreaterThan(0);
  for (const page of hidden) expect(linkOf(documentOf(page)), page.path).toBeNull();
});

const agent = agents()[0];
const twinOf = (address: string) => builtFile(fileAt(markdownPath(address)));

test.each(indexablePages)(
  "the Markdown twin of $path has its title as its h1, and each of its h2 headings",
  (page) => {
    const main = documentOf(page).querySelector("main")!;
    const markdown = twinOf(page.path);
    expect(shown(markdown.split("\n")[0])).toBe(`# ${words(main.querySelector("h1")!)}`);
    // Menus are not the page's text: a post's table of contents (a <nav>) and its share links.
    const headings = [...main.querySelectorAll("h2")]
      .filter((h2) => !h2.closest("nav, .post-share"))
      .map(words);
    for (const heading of headings) expect(shown(markdown), heading).toContain(heading);
  },
);

test.each([
  ["an English page", paths.pricing],
  ["a Spanish page", localizedPath(paths.pricing, "es")],
  ["an agent's page", paths.agent(agent.slug.current)],
])("the Markdown twin of %s (%s) has every price the page shows", (_, address) => {
  const main = documentAt(address).querySelector("main")!;
  const prices = [...main.querySelectorAll(".figure")].map(words).filter((text) => /\$\d/.test(text));
  expect(prices.length).toBeGreaterThan(2);
  for (const price of prices) expect(twinOf(address), price).toContain(price);
});

test.each([paths.contact, localizedPath(paths.contact, "es")])(
  "the Markdown twin of %s has the e-mail address the page shows",
  (address) => {
    const mail = documentAt(address).querySelector('main a[href^="mailto:"]')!;
    expect(twinOf(address)).toContain(`](${mail.getAttribute("href")})`);
  },
);
