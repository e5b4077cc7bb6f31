import { render, waitFor } from "@testing-library/react";
import { Meta, createRoutesStub, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumbJsonLd";
import { agentJsonLd, pricingJsonLd } from "./offerJsonLd";
import { pageHead } from "./pageHead.server";
import { organizationJsonLd, webSiteJsonLd } from "./siteJsonLd";
import { canonicalUrl } from "./sitePaths";
import { paths } from "#content/paths.ts";

const SITE = "https://www.nexora.ai";
const ATTACK = "</script><script>alert(1)</script><!-- \u2028\u2029 & >";

/** Renders a route's head with React Router's own <Meta>, as the prerendered pages do. */
async function renderHead(tags: MetaDescriptor[]) {
  const Stub = createRoutesStub([{ path: "/", meta: () => tags, Component: () => <Meta /> }]);
  const { container } = render(<Stub />);
  await waitFor(() => expect(container.querySelector("script")).not.toBeNull());
  return container;
}

describe("JSON-LD in the page head", () => {
  it("keeps content that tries to leave the script inside it, and parses back to the same data", async () => {
    const data = [webSiteJsonLd(ATTACK, SITE), breadcrumbJsonLd([{ label: ATTACK }], paths.pricing, SITE)];
    const head = await renderHead(data.map((thing) => ({ "script:ld+json": thing })));
    const scripts = head.querySelectorAll("script");
    expect(scripts).toHaveLength(2);
    expect(head.innerHTML).not.toContain("</script><script>");
    expect(head.innerHTML).not.toContain("<!--");
    for (const [index, script] of [...scripts].entries()) {
      expect(script.type).toBe("application/ld+json");
      expect(script.textContent).not.toMatch(/[<>\u2028\u2029]/);
      expect(JSON.parse(script.textContent ?? "")).toEqual(data[index]);
    }
  });

  it("is part of a page's head as its loader makes it, and not of a noindex page's", async () => {
    const url = new URL("https://www.nexora.ai/agents/x");
    const structuredData = () => [webSiteJsonLd(ATTACK, SITE)];
    const tags = await pageHead({ url, pageTitle: ATTACK, crumbs: [{ label: ATTACK }], structuredData });
    const head = await renderHead(tags);
    expect(head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    expect(head.innerHTML).not.toContain("</script><script>");
    const hidden = await pageHead({ url, pageTitle: "x", noIndex: true, structuredData });
    expect(hidden.some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});

describe("home page JSON-LD", () => {
  it("describes the organization from the site settings", () => {
    const data = organizationJsonLd(
      {
        siteName: "Nexora AI",
        contactEmail: "hello@nexora.ai",
        contactPhone: "+1 555 0100",
        socialLinks: [
          { _key: "a", network: "linkedin", label: "LinkedIn", url: "https://linkedin.com/company/nexora" },
          { _key: "b", network: "youtube", label: "YouTube", url: null },
          // Not profiles on the web: left out.
          { _key: "c", network: "x", label: "X", url: "javascript:alert(1)" },
          { _key: "d", network: "x", label: "X", url: "data:text/html,<script>alert(1)</script>" },
          { _key: "e", network: "x", label: "X", url: "http://insecure.example/nexora" },
          { _key: "f", network: "x", label: "X", url: paths.about },
        ],
      },
      SITE,
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Nexora AI",
      url: "https://www.nexora.ai/",
      logo: "https://www.nexora.ai/favicon.svg",
      email: "hello@nexora.ai",
      telephone: "+1 555 0100",
      sameAs: ["https://linkedin.com/company/nexora"],
    });
  });

  it("names the web site, and leaves out what settings lack", () => {
    expect(webSiteJsonLd("Nexora AI", SITE)).toMatchObject({
      "@type": "WebSite",
      name: "Nexora AI",
      url: `${SITE}/`,
      inLanguage: "en",
    });
    expect(organizationJsonLd(null, SITE)).not.toHaveProperty("sameAs");
  });

  it("names the language of the home page it describes", () => {
    expect(webSiteJsonLd("Nexora AI", SITE, "es")).toMatchObject({ url: `${SITE}/es`, inLanguage: "es" });
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists the banner's crumbs with absolute URLs, the last one the page itself", () => {
    const data = breadcrumbJsonLd(
      [{ label: "Home", href: "/" }, { label: "AI Agents", href: paths.agents }, { label: "Data Analyst" }],
      paths.agent("data-analyst"),
      SITE,
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.nexora.ai/" },
      { "@type": "ListItem", position: 2, name: "AI Agents", item: "https://www.nexora.ai/agents" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Data Analyst",
        item: "https://www.nexora.ai/agents/data-analyst",
      },
    ]);
  });
});

describe("agentJsonLd", () => {
  const plans = [
    {
      _key: "1",
      planId: "starter",
      name: "Starter",
      price: 299,
      period: "month",
      features: null,
      popular: false,
    },
    { _key: "2", planId: "pro", name: "Pro", price: 599, period: null, features: null, popular: true },
    {
      _key: "3",
      planId: "broken",
      name: "Broken",
      price: null,
      period: "month",
      features: null,
      popular: false,
    },
  ];

  it("offers each priced plan in USD with a monthly unit price", () => {
    const data = agentJsonLd(
      { name: "Data Analyst", slug: "data-analyst", cardDescription: "Reports.", plans },
      "Nexora AI",
      SITE,
    );
    expect(data).toMatchObject({
      "@type": "Service",
      name: "Data Analyst",
      url: "https://www.nexora.ai/agents/data-analyst",
      provider: { "@type": "Organization", name: "Nexora AI" },
    });
    const offers = data.offers as unknown as Record<string, unknown>[];
    expect(offers).toHaveLength(2);
    expect(offers[1]).toEqual({
      "@type": "Offer",
      name: "Pro",
      price: 599,
      priceCurrency: "USD",
      url: "https://www.nexora.ai/agents/data-analyst",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 599,
        priceCurrency: "USD",
        unitCode: "MON",
        unitText: "month",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
    });
  });

  it("keeps a plan name that tries to break out of the script inside it", async () => {
    const data = agentJsonLd(
      { name: ATTACK, slug: "x", cardDescription: null, plans: [{ ...plans[0], name: ATTACK }] },
      null,
      SITE,
    );
    const head = await renderHead([{ "script:ld+json": data }]);
    expect(head.innerHTML).not.toContain("</script><script>");
    expect(JSON.parse(head.querySelector("script")?.textContent ?? "")).toEqual(data);
  });
});

describe("pricingJsonLd", () => {
  it("offers the packages and the add-ons, monthly add-ons with a monthly unit price", () => {
    const data = pricingJsonLd(
      {
        packages: [
          {
            _id: "p1",
            _type: "servicePackage",
            name: "Audit",
            price: 499,
            priceDetail: "one-time",
            description: "A review.",
            features: null,
            popular: false,
            cta: null,
          },
          {
            _id: "p2",
            _type: "servicePackage",
            name: "Build",
            price: 2999,
            priceDetail: null,
            description: null,
            features: null,
            popular: true,
            cta: null,
          },
          {
            _id: "p3",
            _type: "servicePackage",
            name: "Scale",
            price: 4999,
            priceDetail: null,
            description: null,
            features: null,
            popular: false,
            cta: null,
          },
        ],
        addOns: [
          {
            _id: "a1",
            _type: "addOn",
            name: "Support",
            icon: null,
            price: 199,
            fromPrice: false,
            period: "month",
            description: null,
          },
          {
            _id: "a2",
            _type: "addOn",
            name: "Integration",
            icon: null,
            price: 500,
            fromPrice: true,
            period: null,
            description: null,
          },
        ],
      },
      "Pricing",
      canonicalUrl(paths.pricing, SITE),
    );
    const offers = data.itemListElement as unknown as Record<string, unknown>[];
    expect(offers.map((offer) => offer.name)).toEqual(["Audit", "Build", "Scale", "Support", "Integration"]);
    expect(offers.every((offer) => offer.priceCurrency === "USD")).toBe(true);
    expect(offers[3].priceSpecification).toMatchObject({
      "@type": "UnitPriceSpecification",
      unitCode: "MON",
      price: 199,
    });
    expect(offers[4].priceSpecification).toEqual({
      "@type": "PriceSpecification",
      price: 500,
      priceCurrency: "USD",
      minPrice: 500,
    });
    expect(data).toMatchObject({
      "@type": "OfferCatalog",
      name: "Pricing",
      url: "https://www.nexora.ai/pricing",
    });
  });
});
