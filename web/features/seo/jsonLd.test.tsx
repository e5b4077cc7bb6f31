import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumbJsonLd";
import { JsonLd } from "./JsonLd";
import { agentJsonLd, pricingJsonLd } from "./offerJsonLd";
import { serializeJsonLd } from "./serializeJsonLd";
import { organizationJsonLd, webSiteJsonLd } from "./siteJsonLd";

const SITE = "https://www.nexora.ai";
const ATTACK = "</script><script>alert(1)</script><!-- \u2028\u2029 & >";

describe("serializeJsonLd", () => {
  it("keeps content that tries to leave the script inside it, and parses back to the same data", () => {
    const json = serializeJsonLd({ name: ATTACK });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<!--");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual({ name: ATTACK });
  });

  it("renders one ld+json script whose only text is the escaped data", () => {
    const data = webSiteJsonLd(ATTACK, SITE);
    const { container } = render(<JsonLd data={data} />);
    const scripts = container.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0].type).toBe("application/ld+json");
    expect(container.innerHTML).not.toContain("</script><script>");
    expect(JSON.parse(scripts[0].textContent ?? "")).toEqual(data);
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
    });
    expect(organizationJsonLd(null, SITE)).not.toHaveProperty("sameAs");
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists the banner's crumbs with absolute URLs, the last one the page itself", () => {
    const data = breadcrumbJsonLd(
      [{ label: "Home", href: "/" }, { label: "AI Agents", href: "/agents" }, { label: "Data Analyst" }],
      "/agents/data-analyst",
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
    { _key: "1", name: "Starter", price: 299, period: "month", features: null, popular: false },
    { _key: "2", name: "Pro", price: 599, period: null, features: null, popular: true },
    { _key: "3", name: "Broken", price: null, period: "month", features: null, popular: false },
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

  it("keeps a plan name that tries to break out of the script inside it", () => {
    const json = serializeJsonLd(
      agentJsonLd(
        { name: ATTACK, slug: "x", cardDescription: null, plans: [{ ...plans[0], name: ATTACK }] },
        null,
        SITE,
      ),
    );
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<!--");
  });
});

describe("pricingJsonLd", () => {
  it("offers the packages and the add-ons, monthly add-ons with a monthly unit price", () => {
    const data = pricingJsonLd(
      {
        packages: [
          {
            _id: "p1",
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
            name: "Support",
            icon: null,
            price: 199,
            fromPrice: false,
            period: "month",
            description: null,
          },
          {
            _id: "a2",
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
      SITE,
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
