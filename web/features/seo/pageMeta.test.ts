import { describe, expect, it } from "vitest";
import { pageMeta, xAccount } from "./pageMeta";
import { pageDescription } from "./pageTitle";
import { paths } from "#content/paths.ts";

const SITE = "https://www.nexora.ai";
const find = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key));
const content = (tags: ReturnType<typeof pageMeta>, key: string) =>
  (find(tags, key) as { content?: string })?.content;
const canonical = (tags: ReturnType<typeof pageMeta>) =>
  (tags.find((tag) => "rel" in tag && tag.rel === "canonical") as { href?: string } | undefined)?.href;
const title = (tags: ReturnType<typeof pageMeta>) =>
  (tags.find((tag) => "title" in tag) as { title: string }).title;

describe("pageMeta for indexable pages", () => {
  it("gives the home page its SEO title, description, canonical with a slash and every share tag", () => {
    const tags = pageMeta(
      {
        path: "/",
        seo: { title: "Nexora AI: automation agency", description: "AI agents and consulting." },
        pageTitle: "Grow while you sleep",
        siteName: "Nexora AI",
      },
      SITE,
    );
    expect(title(tags)).toBe("Nexora AI: automation agency");
    expect(content(tags, "description")).toBe("AI agents and consulting.");
    expect(canonical(tags)).toBe("https://www.nexora.ai/");
    expect(content(tags, "og:url")).toBe("https://www.nexora.ai/");
    expect(content(tags, "og:title")).toBe("Nexora AI: automation agency");
    expect(content(tags, "og:description")).toBe("AI agents and consulting.");
    expect(content(tags, "og:type")).toBe("website");
    expect(content(tags, "og:image")).toBe("https://www.nexora.ai/og/home.png");
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    // The text of the card drawn for the page (its heading under the site's name), not its SEO title.
    expect(content(tags, "og:image:alt")).toBe("Nexora AI · Grow while you sleep");
    expect(content(tags, "og:locale")).toBe("en_US");
    expect(content(tags, "og:site_name")).toBe("Nexora AI");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(find(tags, "twitter:site")).toBeUndefined();
    expect(find(tags, "robots")).toBeUndefined();
  });

  it("names the site's X account when it has one", () => {
    const tags = pageMeta(
      { path: paths.pricing, pageTitle: "Pricing", siteName: "Nexora AI", xAccount: "@nexoraai" },
      SITE,
    );
    expect(content(tags, "twitter:site")).toBe("@nexoraai");
    expect(content(tags, "og:image:alt")).toBe("Nexora AI · Pricing");
  });

  it("describes the share image by its card's text, or not at all when it is the editor's image", () => {
    const page = { path: paths.agent("data-analyst"), pageTitle: "Data Analyst", siteName: "Nexora AI" };
    const card = {
      title: "Data Analyst",
      eyebrow: "AI Agents",
      tagline: "Reports.",
      price: "From $299/month",
    };
    expect(content(pageMeta({ ...page, card }, SITE), "og:image:alt")).toBe(
      "Nexora AI · AI Agents · Data Analyst · Reports. · From $299/month",
    );
    const seo = { title: "Data Analyst agent", image: { asset: { _ref: "image-abc-1200x630-png" } } };
    const tags = pageMeta({ ...page, card, seo }, SITE);
    expect(content(tags, "og:image")).toBe(`${SITE}/og/agents/data-analyst.png`);
    expect(find(tags, "og:image:alt")).toBeUndefined();
    expect(content(pageMeta({ ...page, siteName: null }, SITE), "og:image:alt")).toBe(
      "www.nexora.ai · Data Analyst",
    );
  });

  it("gives an agent page its own canonical and share image, without a trailing slash", () => {
    const tags = pageMeta(
      {
        path: `${paths.agent("data-analyst")}/`,
        seo: null,
        pageTitle: "Data Analyst",
        pageText: "Reports and forecasts.",
        siteName: "Nexora AI",
      },
      SITE,
    );
    expect(canonical(tags)).toBe(`https://www.nexora.ai${paths.agent("data-analyst")}`);
    expect(content(tags, "og:url")).toBe(canonical(tags));
    expect(content(tags, "og:image")).toBe("https://www.nexora.ai/og/agents/data-analyst.png");
    expect(title(tags)).toBe("Data Analyst | Nexora AI");
    expect(content(tags, "description")).toBe("Reports and forecasts.");
  });

  it("shares a post as an article with its dates", () => {
    const tags = pageMeta(
      {
        path: paths.post("first-workflow"),
        pageTitle: "Your first workflow",
        siteName: "Nexora AI",
        article: { publishedTime: "2026-11-10T09:00:00Z", modifiedTime: "2026-11-12T10:30:00Z" },
      },
      SITE,
    );
    expect(content(tags, "og:type")).toBe("article");
    expect(content(tags, "article:published_time")).toBe("2026-11-10T09:00:00Z");
    expect(content(tags, "article:modified_time")).toBe("2026-11-12T10:30:00Z");
    expect(tags.filter((tag) => "property" in tag && tag.property === "og:type")).toHaveLength(1);
  });

  it("falls back from an empty SEO title and description to the page's title and text", () => {
    const tags = pageMeta(
      {
        path: paths.about,
        seo: { title: "  ", description: "" },
        pageTitle: "About Us",
        pageText: "We automate.",
        siteName: null,
      },
      SITE,
    );
    expect(title(tags)).toBe("About Us");
    expect(content(tags, "description")).toBe("We automate.");
    expect(find(tags, "og:site_name")).toBeUndefined();
  });
});

describe("pageMeta for noindex pages", () => {
  it("marks account pages noindex, with no canonical and no share tags", () => {
    const tags = pageMeta(
      { path: paths.signIn, seo: null, pageTitle: "Sign In", siteName: "Nexora AI", noIndex: true },
      SITE,
    );
    expect(tags).toEqual([{ title: "Sign In | Nexora AI" }, { name: "robots", content: "noindex" }]);
  });

  it("names an account page's translations in other languages, which the language switcher reads", () => {
    const spanish = `/es${paths.signIn}`;
    const tags = pageMeta(
      {
        path: spanish,
        seo: null,
        pageTitle: "Iniciar sesión",
        siteName: "Nexora AI",
        noIndex: true,
        alternates: [
          { language: "en", path: paths.signIn },
          { language: "es", path: spanish },
        ],
      },
      SITE,
    );
    expect(tags).toEqual([
      { title: "Iniciar sesión | Nexora AI" },
      { name: "robots", content: "noindex" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${SITE}${paths.signIn}` },
      { tagName: "link", rel: "alternate", hrefLang: "es", href: `${SITE}${spanish}` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${SITE}${paths.signIn}` },
    ]);
  });

  it("marks a page whose SEO object says noIndex", () => {
    const tags = pageMeta(
      {
        path: paths.privacy,
        seo: { noIndex: true, description: "Privacy." },
        pageTitle: "Privacy",
        siteName: null,
      },
      SITE,
    );
    expect(content(tags, "robots")).toBe("noindex");
    expect(content(tags, "description")).toBe("Privacy.");
    expect(canonical(tags)).toBeUndefined();
    expect(find(tags, "og:image")).toBeUndefined();
  });
});

describe("xAccount", () => {
  const link = (url: string | null, network: "x" | "linkedin" = "x") => ({ network, url });

  it("is the @name of the site's X profile, at x.com or twitter.com", () => {
    expect(
      xAccount([link("https://www.linkedin.com/company/nexora", "linkedin"), link("https://x.com/nexoraai")]),
    ).toBe("@nexoraai");
    expect(xAccount([link("https://twitter.com/Nexora_AI/")])).toBe("@Nexora_AI");
  });

  it("is null without an X profile among the links, or when its address names none", () => {
    expect(xAccount(null)).toBeNull();
    expect(xAccount([link("https://x.com/nexoraai", "linkedin")])).toBeNull();
    expect(
      xAccount([link("https://x.com/"), link("not a url"), link("https://example.com/nexoraai")]),
    ).toBeNull();
  });
});

describe("pageDescription", () => {
  it("cuts a long page text at a word, within 160 characters", () => {
    const text = "Automation ".repeat(30);
    const description = pageDescription(null, text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("Automation…")).toBe(true);
  });
});
