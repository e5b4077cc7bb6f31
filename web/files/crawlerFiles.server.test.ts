import { describe, expect, it } from "vitest";
import { llmsTxt, robotsTxt, sitemapXml, type ListedPage } from "./crawlerFiles.server";
import { paths } from "#content/paths.ts";

const SITE = "https://www.nexora.ai";
const pages: ListedPage[] = [
  {
    path: "/",
    lastmod: "2026-11-01T00:00:00Z",
    title: "Nexora AI",
    description: "AI agents.",
    noIndex: false,
  },
  {
    path: paths.agent("data-analyst"),
    title: "Data Analyst | Nexora AI",
    description: "Reports & [forecasts]\n.",
    noIndex: false,
  },
  {
    path: paths.privacy,
    lastmod: "2026-11-02T00:00:00Z",
    title: "Privacy",
    description: "Data.",
    noIndex: true,
  },
];

describe("sitemapXml", () => {
  const xml = sitemapXml(pages, SITE);

  it("lists indexable pages by canonical URL with their lastmod", () => {
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      "<url><loc>https://www.nexora.ai/</loc><lastmod>2026-11-01T00:00:00Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://www.nexora.ai/agents/data-analyst</loc></url>");
  });

  it("names a page's versions in each language, its own and x-default (English) included", () => {
    const alternates = [
      { language: "en" as const, path: paths.contact },
      { language: "es" as const, path: `/es${paths.contact}` },
    ];
    const both = sitemapXml(
      alternates.map(({ path }) => ({ path, title: "Contact", description: "", noIndex: false, alternates })),
      SITE,
    );
    const links =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.nexora.ai/contact"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://www.nexora.ai/es/contact"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.nexora.ai/contact"/>';
    expect(both).toContain(`<url><loc>https://www.nexora.ai/contact</loc>${links}</url>`);
    expect(both).toContain(`<url><loc>https://www.nexora.ai/es/contact</loc>${links}</url>`);
    expect(xml).not.toContain("xhtml:link");
  });

  it("leaves out pages an editor marked noIndex", () => {
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).not.toContain("privacy-policy");
  });

  it("escapes what XML reserves", () => {
    expect(sitemapXml([{ path: "/a&b", title: "", description: "", noIndex: false }], SITE)).toContain(
      "<loc>https://www.nexora.ai/a&amp;b</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of the dashboard and names the sitemap", () => {
    expect(robotsTxt(SITE)).toBe(
      "User-agent: *\nDisallow: /dashboard\nDisallow: /es/dashboard\n\nSitemap: https://www.nexora.ai/sitemap.xml\n",
    );
  });
});

describe("llmsTxt", () => {
  it("has the site's name and summary, then one line per indexable page, linking its Markdown twin", () => {
    const text = llmsTxt(pages, SITE, {
      name: "Nexora AI",
      summary: "Intelligent automation.",
      pagesHeading: "Pages",
    });
    expect(text).toBe(
      [
        "# Nexora AI",
        "",
        "> Intelligent automation.",
        "",
        "## Pages",
        "",
        "- [Nexora AI](https://www.nexora.ai/index.html.md): AI agents.",
        "- [Data Analyst \\| Nexora AI](https://www.nexora.ai/agents/data-analyst.md): Reports & \\[forecasts\\] .",
        "",
      ].join("\n"),
    );
  });

  it("escapes what Markdown would read as markup, and drops control and direction characters", () => {
    const hostile: ListedPage = {
      ...pages.find((page) => page.path !== "/")!,
      title: "**Bold** <img src=x> `code`",
      description: "# Not a heading [link](javascript:alert(1)) \u202Eevil\u0007",
    };
    const text = llmsTxt([hostile], SITE, { name: "Site_name", summary: "> quote", pagesHeading: "Páginas" });
    expect(text.split("\n")).toEqual([
      "# Site\\_name",
      "",
      "> \\> quote",
      "",
      "## Páginas",
      "",
      `- [\\*\\*Bold\\*\\* \\<img src=x\\> \\\`code\\\`](${SITE}${hostile.path}.md): \\# Not a heading \\[link\\](javascript:alert(1)) evil`,
      "",
    ]);
  });
});
