import Validator, { type Extracted, type Issue } from "@adobe/structured-data-validator";
import { describe, expect, test } from "vitest";
import {
  type Doc,
  agents,
  docsOfType,
  singleton,
  translationOf,
  translationsOfType,
} from "../e2e/support/dataset";
import { schemaOrgVocabulary } from "../unit/schema-org-vocabulary";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";
import type { Language } from "#content/languages.ts";
import { documentAt, documentOf, jsonLd, pages, SITE } from "./support/built-site";

// Every page's structured data as the build wrote it: JSON-LD that parses, with no error for
// Adobe's structured-data validator against the schema.org vocabulary (as
// tests/unit/structured-data.test.ts checks what the loaders make); the agency and the site on
// the home page, each agent's breadcrumbs as shown and offers with their prices, the pricing
// page's catalogue, in each language.

const validator = new Validator(schemaOrgVocabulary());

/** A page's items as the validator takes them: by their type, as @marbec/web-auto-extractor gives them. */
function extracted(items: Record<string, unknown>[]): Extracted {
  const jsonld: Record<string, object[]> = {};
  for (const item of items) (jsonld[String(item["@type"])] ??= []).push(structuredClone(item));
  return { jsonld };
}

/**
 * The validator's one warning that is no problem (tests/unit/structured-data.test.ts says why): a
 * plan's price is per 1 month, and `valueReference` is for a product sold by measure.
 */
const ACCEPTED_WARNING = /^Missing field "valueReference" \(optional\)$/;

const described = (issue: Issue) =>
  `${issue.rootType}${(issue.path ?? [])
    .slice(1)
    .map((step) => `.${step.property ?? ""}${step.index === undefined ? "" : `[${step.index}]`}`)
    .join("")}: ${issue.issueMessage} (${issue.severity})`;

describe.each(pages)("$path", (page) => {
  test("has JSON-LD that parses and that the schema.org validator finds no fault with", async () => {
    const items = jsonLd(documentOf(page));
    const issues = await validator.validate(extracted(items));
    expect(
      issues
        .filter((issue) => issue.severity === "ERROR" || !ACCEPTED_WARNING.test(issue.issueMessage))
        .map(described),
    ).toEqual([]);
  });
});

/** The English document, or its translation in `language`. */
const inLanguage = (doc: Doc, language: Language) =>
  language === "en" ? doc : (translationOf(doc, language) ?? doc);
const languages = (["en", "es"] as const).filter(
  (language) => language === "en" || pages.some((page) => page.language === language),
);

test.each(languages)("the home page in %s describes the agency and the site", (language) => {
  const home = jsonLd(documentAt(localizedPath(paths.home, language)));
  expect(home.map((thing) => thing["@type"])).toEqual(["Organization", "WebSite"]);
  const settings = inLanguage(docsOfType("siteSettings")[0], language);
  expect(home[0]).toMatchObject({ name: settings.siteName, email: settings.contactEmail, url: `${SITE}/` });
});

const agentPages = [
  ...agents().map((agent) => ({ agent, language: "en" as const, path: paths.agent(agent.slug.current) })),
  ...translationsOfType("agent", "es").map((agent) => ({
    agent,
    language: "es" as const,
    path: paths.agent(agent.slug.current, "es"),
  })),
];

test.each(agentPages)(
  "$path lists its breadcrumbs as shown, and its plans' prices",
  ({ agent, language, path }) => {
    const document = documentAt(path);
    const [trail, service] = jsonLd(document);
    const label = inLanguage(singleton("siteSettings"), language).navigation.breadcrumbLabel;
    const shown = [...document.querySelectorAll(`nav[aria-label="${label}"] li`)].map(
      (item) => item.textContent,
    );
    expect(shown.length).toBeGreaterThan(1);
    expect((trail.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(shown);
    expect(service["@type"]).toBe("Service");
    const offers = service.offers as { price: number; priceCurrency: string; priceSpecification: object }[];
    expect(offers.map((offer) => offer.price)).toEqual(
      agent.plans.map((plan: { price: number }) => plan.price),
    );
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        unitText: "month",
      });
    }
  },
);

test.each(languages)("the pricing page in %s lists every package and add-on in its catalogue", (language) => {
  const [, catalog] = jsonLd(documentAt(localizedPath(paths.pricing, language)));
  expect(catalog["@type"]).toBe("OfferCatalog");
  const listed = JSON.stringify(catalog);
  for (const item of [...docsOfType("servicePackage"), ...docsOfType("addOn")])
    expect(listed).toContain(JSON.stringify(inLanguage(item, language).name).slice(1, -1));
});
