import { describe, expect, test } from "vitest";
import { DEFAULT_LANGUAGE, languageOfPath } from "#content/languages.ts";
import { localizedPath, unlocalizedPath } from "#content/documentPaths.ts";
import { documentOf, pages } from "./support/built-site";

// A visitor reading in a language stays in it: a page's links lead to the page in its own
// language wherever there is one (the language switcher's aside), and a link to a page that is only in another language says so too (`hreflang`, or `lang` on
// content shown in that language).

const built = new Set(pages.map((page) => page.path));
const translated = pages.filter((page) => page.language && page.language !== DEFAULT_LANGUAGE);

/** The language a node's text is in: its nearest `lang`. */
const languageOf = (node: Element) => node.closest("[lang]")?.getAttribute("lang") ?? "";

test("the dataset gives pages in another language than English", () => {
  expect(translated.length).toBeGreaterThan(10);
});

describe.each(translated)("$path", (page) => {
  const links = () =>
    [...documentOf(page).body.querySelectorAll<HTMLAnchorElement>("a[href^='/']")].map((link) => ({
      link,
      path: new URL(link.getAttribute("href")!, "http://site").pathname.replace(/(.)\/$/, "$1"),
      says: link.getAttribute("hreflang")?.split("-")[0] ?? languageOf(link),
    }));

  test("links to no page in another language that exists in its own", () => {
    const elsewhere = links()
      .filter(
        ({ link, path }) => languageOfPath(path) !== page.language && !link.closest(".language-switcher"),
      )
      .filter(({ path }) => built.has(localizedPath(unlocalizedPath(path), page.language)))
      .map(({ link, path }) => `${link.textContent?.trim()} → ${path}`);
    expect(elsewhere).toEqual([]);
  });

  test("marks the language of each link to a page that exists only in another language", () => {
    const unmarked = links()
      .filter(({ path }) => built.has(path) && languageOfPath(path) !== page.language)
      .filter(({ path, says }) => says !== languageOfPath(path))
      .map(({ link, path }) => `${link.textContent?.trim()} → ${path}`);
    expect(unmarked).toEqual([]);
  });
});
