import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  type Doc,
  agents,
  price,
  singleton,
  translationOf,
  translationsOfType,
} from "../e2e/support/dataset";
import { headingOf } from "../e2e/support/public-pages";
import { paths } from "#content/paths.ts";
import { text } from "./support/locators";
import { CLIENT, documentAt, documentOf, indexablePages, pages } from "./support/built-site";

// What a visitor sees with JavaScript off is the HTML the build wrote: each page's content, its
// heading and its footer, an agent's prices and capabilities. What takes a browser (a form sent
// with JavaScript off) is in tests/e2e/no-javascript.spec.ts.

/** The page's one landmark of a kind: <main>, or the page's own <footer> (contentinfo, not a section's). */
function landmark(document: Document, kind: "main" | "contentinfo"): Element {
  const found =
    kind === "main"
      ? [...document.querySelectorAll("main")]
      : [...document.querySelectorAll("footer")].filter(
          (footer) => !footer.parentElement?.closest("article, aside, main, nav, section"),
        );
  expect(found, kind).toHaveLength(1);
  return found[0];
}

const files = pages.flatMap((page) =>
  page.files.map((file) => ({ page, file, name: path.relative(CLIENT, file) })),
);

describe.each(files)("$name", ({ page, file }) => {
  const document = documentOf({ ...page, files: [file] });

  test("shows its content and the footer's contact e-mail without JavaScript", () => {
    expect(text(landmark(document, "main"))).not.toBe("");
    const settings = singleton("siteSettings");
    const inLanguage = page.language ? (translationOf(settings, page.language) ?? settings) : settings;
    expect(text(landmark(document, "contentinfo"))).toContain(inLanguage.contactEmail);
  });

  // The pages the Firefox and WebKit tests open by their heading (tests/e2e/support/public-pages.ts):
  // those in the sitemap, sign-in and sign-up.
  if (indexablePages.includes(page) || ["signIn", "signUp"].includes(page.kind))
    test("shows its heading from the dataset", () => {
      expect([...document.querySelectorAll("h1")].map(text)).toEqual([headingOf(page.path)]);
    });
});

const agentPages = [
  ...agents().map((agent) => ({ agent, path: paths.agent(agent.slug.current) })),
  ...translationsOfType("agent", "es").map((agent) => ({
    agent,
    path: paths.agent(agent.slug.current, "es"),
  })),
];

test.each(agentPages)(
  "$path has the agent's tagline, prices and capabilities in its HTML",
  ({ agent, path }) => {
    const main = text(landmark(documentAt(path), "main"));
    expect(main).toContain(agent.heroTagline);
    for (const plan of agent.plans as Doc[]) expect(main).toContain(price(plan.price));
    for (const capability of agent.capabilityCards as Doc[]) expect(main).toContain(capability.title);
  },
);
