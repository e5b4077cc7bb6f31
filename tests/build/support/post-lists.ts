import { expect } from "vitest";
import { singleton } from "../../e2e/support/dataset";
import { documentAt } from "./built-site";
import { byRole } from "./locators";

// The blog's lists as built: each page's post cards, and the pages a list runs to.

export type Listed = { title: string; path: string };

const labels = () => singleton("insightsPage");

/** A list page's post cards, in order: each card's title (its textContent) and the post it links to. */
export const cardsOn = (address: string): Listed[] =>
  [...documentAt(address).querySelectorAll(".post-grid .post-card__title")].map((title) => ({
    title: title.textContent ?? "",
    path: title.querySelector("a")?.getAttribute("href") ?? "",
  }));

/** Where the page's links named exactly `name` lead. */
const linksNamed = (address: string, name: string) =>
  byRole(documentAt(address).body, "link", { name, exact: true }).map((link) => link.getAttribute("href"));

/**
 * The addresses of a list's pages, from its first, as a visitor follows its "older posts" link:
 * on each page one such link at most, the one its head announces as rel="next", and on the page
 * it leads to a "newer posts" link back.
 */
export function listPages(address: string): string[] {
  const addresses = [address];
  for (;;) {
    const current = addresses.at(-1)!;
    const [older, ...more] = linksNamed(current, labels().olderLabel);
    const next = documentAt(current).head.querySelector('link[rel="next"]')?.getAttribute("href");
    expect(more, `${current}: more links to older posts`).toEqual([]);
    expect(next, `${current}: its rel="next"`).toBe(older);
    if (!older) return addresses;
    expect(linksNamed(older, labels().newerLabel), `${older}: its link to newer posts`).toEqual([current]);
    addresses.push(older);
  }
}

/** The posts a list shows on all its pages, in order. */
export const listedOn = (address: string): Listed[] => listPages(address).flatMap(cardsOn);
