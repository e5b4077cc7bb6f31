import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { feedLinks, scopeFeeds } from "./feeds";

describe("the feeds a page of the blog announces", () => {
  it("is the blog's feed on the blog's lists and posts", () => {
    expect(feedLinks(scopeFeeds({ blogTitle: "Insights" }, "Nexora AI"))).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: "Insights | Nexora AI",
        href: paths.insightsFeed,
      },
    ]);
  });

  it("is the category's own feed first on a category's pages, then the blog's", () => {
    const scope = { blogTitle: "Insights", category: { slug: "ai-agents", title: "AI agents" } };
    const link = { tagName: "link", rel: "alternate", type: "application/rss+xml" };
    expect(feedLinks(scopeFeeds(scope, "Nexora AI"))).toEqual([
      {
        ...link,
        title: "AI agents | Insights | Nexora AI",
        href: paths.categoryFeed("ai-agents"),
      },
      { ...link, title: "Insights | Nexora AI", href: paths.insightsFeed },
    ]);
  });

  it("names a feed by what there is when titles are missing", () => {
    const scope = { blogTitle: null, category: { slug: "ai-agents", title: null } };
    expect(scopeFeeds(scope, null).map((feed) => feed.title)).toEqual(["ai-agents", ""]);
    // No name at all: the link has no title, rather than an empty one.
    expect(feedLinks(scopeFeeds(scope, null))[1]).not.toHaveProperty("title");
  });
});
