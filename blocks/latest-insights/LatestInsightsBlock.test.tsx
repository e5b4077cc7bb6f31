import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withRootData } from "../../tests/unit/root-data-router";
import { paths } from "#content/paths.ts";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import LatestInsightsBlock from "./LatestInsightsBlock";
import type { BlockContext } from "#blocks/markdownParts.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { latestInsightsMarkdown } from "./markdown";

type Block = BlockOf<"latestInsights">;

const post = (n: number) => ({
  _id: `post-${n}`,
  _type: "post" as const,
  language: null,
  title: `Post ${n}`,
  slug: `post-${n}`,
  excerpt: `Excerpt ${n}`,
  publishedAt: `2026-0${n}-01T09:00:00Z`,
  coverImage: null,
  authors: [],
  categories: [{ _id: "category-a", _type: "category" as const, title: "Playbooks", slug: "playbooks" }],
  words: 440,
});

const full: Block = {
  _key: "latest",
  _type: "latestInsights",
  anchorId: "latest-insights",
  hidden: false,
  heading: {
    _type: "sectionHeading",
    eyebrow: "Insights",
    title: "Latest insights",
    intro: "What we learned.",
  },
  count: 2,
  allLabel: "All insights",
  // As the query chose them: the two newest (fragment.test.ts).
  posts: [post(4), post(3)],
  labels: { readingTimeLabel: "min read" },
};

describe("LatestInsightsBlock", () => {
  failOnConsoleError();

  it("shows the posts as cards, in the query's order, and links to the blog", () => {
    render(withRootData(<LatestInsightsBlock block={full} id="latest-insights" atTop={false} />));
    expect(screen.getByRole("heading", { level: 2, name: "Latest insights" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Post 4",
      "Post 3",
    ]);
    expect(screen.getByRole("link", { name: "Post 4" })).toHaveAttribute("href", paths.post("post-4"));
    expect(screen.getAllByText(/2 min read/)).toHaveLength(2);
    expect(screen.getByRole("link", { name: "All insights" })).toHaveAttribute("href", paths.insights);
  });

  it("titles the cards as h2 without a heading, and shows no link without its label", () => {
    const block = { ...full, count: null, posts: [post(4), post(3), post(2)], heading: null, allLabel: null };
    render(withRootData(<LatestInsightsBlock block={block} id="latest-insights" atTop={false} />));
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole("link", { name: "All insights" })).toBeNull();
  });

  it("renders nothing without posts", () => {
    const { container } = render(
      withRootData(<LatestInsightsBlock block={{ ...full, posts: [] }} id="latest-insights" atTop={false} />),
    );
    expect(container.querySelector("section")).toBeNull();
  });
});

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };

describe("latestInsightsMarkdown", () => {
  it("writes each post's link and excerpt under the section's heading", () => {
    const markdown = latestInsightsMarkdown(
      {
        heading,
        posts: [{ title: "A post", slug: "a-post", excerpt: "About it." }],
      } as unknown as BlockOf<"latestInsights">,
      en,
    );
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    expect(markdown).toContain(`- [A post](${paths.post("a-post")}): About it.`);
  });
});
