import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { resultTitle, searchableHtml, searchPageType } from "./searchIndex.server";

const pageHtml = ({ title = "Terms &amp; Conditions | Nexora AI", head = "", main = "" } = {}) =>
  `<html><head><title>${title}</title><meta property="og:site_name" content="Nexora AI"/>${head}</head>` +
  `<body><header>Menu</header><main id="main" tabindex="-1" data-pagefind-body="">${main}</main></body></html>`;

describe("resultTitle", () => {
  it("is the page's title without the site name, wherever the name is", () => {
    expect(resultTitle(pageHtml())).toBe("Terms &amp; Conditions");
    expect(resultTitle(pageHtml({ title: "Nexora AI | AI Agents and Automation" }))).toBe(
      "AI Agents and Automation",
    );
    expect(resultTitle(pageHtml({ title: "Nexora AI" }))).toBe("Nexora AI");
    expect(resultTitle("<html><head></head></html>")).toBeUndefined();
  });
});

describe("searchPageType", () => {
  it("names agents, legal pages, posts (BlogPosting) and other pages", () => {
    expect(searchPageType(paths.agent("data-analyst"), "")).toBe("agent");
    expect(searchPageType(paths.terms, "")).toBe("legal");
    expect(searchPageType(paths.privacy, "")).toBe("legal");
    expect(searchPageType(paths.post("a-post"), '{"@type":"BlogPosting"}')).toBe("post");
    expect(searchPageType(paths.pricing, "")).toBe("page");
  });
});

describe("searchableHtml", () => {
  it("gives the main content its title and type, as the search shows them", () => {
    const html = searchableHtml(pageHtml({ main: "<h1>Terms</h1>" }), paths.terms)!;
    expect(html).toContain(
      '<main id="main" tabindex="-1" data-pagefind-body=""><meta data-pagefind-meta="title[content]" content="Terms &amp; Conditions"><meta data-pagefind-filter="type[content]" content="legal"><h1>Terms</h1>',
    );
  });

  it("escapes quotes of the title into the attribute", () => {
    const html = searchableHtml(pageHtml({ title: 'The "Best" | Nexora AI' }), paths.about)!;
    expect(html).toContain('content="The &quot;Best&quot;"');
  });

  it("leaves out a page search engines may not list", () => {
    expect(
      searchableHtml(pageHtml({ head: '<meta name="robots" content="noindex"/>' }), "/hidden"),
    ).toBeNull();
  });

  it("fails the build for a page whose content is not marked", () => {
    expect(() => searchableHtml("<html><body><main>Text</main></body></html>", "/odd")).toThrow(/\/odd/);
  });
});
