import { describe, expect, it } from "vitest";
import type {
  AgentContent,
  AgentPageLabels,
  InsightsLabels,
  LegalPageContent,
  PageContent,
  PostContent,
  PostListContent,
} from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import {
  agentMarkdown,
  builtPageMarkdown,
  legalPageMarkdown,
  postListMarkdown,
  postMarkdown,
} from "./markdownPages.server";

// Content as a test writes it: only the fields the Markdown reads.
const as = <T>(fields: Record<string, unknown>) => fields as unknown as T;
const en = { language: "en" as const, formats: messagesIn("en").formats };
const paragraph = (text: string) => ({
  _type: "block",
  _key: text,
  style: "normal",
  markDefs: [],
  children: [{ _type: "span", _key: "s", text, marks: [] }],
});

describe("builtPageMarkdown", () => {
  it("opens with the page's title, intro and highlights, then its shown sections", () => {
    const page = as<PageContent>({
      title: "Pricing",
      intro: "Clear prices.",
      highlights: [{ value: "24h", label: "reply" }],
      sections: [
        { _key: "a", _type: "ctaBand", heading: "Shown" },
        { _key: "b", _type: "ctaBand", heading: "Hidden", hidden: true },
      ],
    });
    expect(builtPageMarkdown(page, en)).toBe("# Pricing\n\nClear prices.\n\n- 24h reply\n\n## Shown");
  });

  it("takes its title from a hero that opens it", () => {
    const page = as<PageContent>({
      title: "Home",
      sections: [{ _key: "h", _type: "hero", headline: "Automate it" }],
    });
    expect(builtPageMarkdown(page, en)).toBe("# Automate it");
  });
});

describe("agentMarkdown", () => {
  it("writes the hero, each tab under its name, and the plans as a table", () => {
    const agent = as<AgentContent>({
      name: "Data Analyst",
      heroTagline: "Data into insight",
      heroText: "Reports, fast.",
      plans: [{ name: "Starter", price: 1299, period: "month", features: ["5 sources"] }],
      useCases: [{ title: "Finance", description: "Cash flow." }],
    });
    const labels = as<AgentPageLabels>({ tabLabels: { pricing: "Pricing", useCases: "Use cases" } });
    expect(agentMarkdown(agent, labels, en)).toBe(
      [
        "# Data into insight",
        "",
        "Reports, fast.",
        "",
        "## Pricing",
        "",
        "| Name | Price | Includes |",
        "| --- | --- | --- |",
        "| Starter | $1,299/month | 5 sources |",
        "",
        "## Use cases",
        "",
        "### Finance",
        "",
        "Cash flow.",
      ].join("\n"),
    );
  });
});

describe("legalPageMarkdown", () => {
  it("fills the page's fields into its text, or shows their placeholders", () => {
    const page = as<LegalPageContent>({
      title: "Terms",
      lastUpdated: "2026-03-04",
      lastUpdatedLabel: "Last updated:",
      jurisdiction: "Delaware",
      noticeDays: null,
      body: [paragraph("Governed by {jurisdiction}, with {noticeDays} days' notice.")],
    });
    expect(legalPageMarkdown(page, en)).toBe(
      "# Terms\n\nLast updated: March 2026\n\nGoverned by Delaware, with \\[notice days\\] days' notice.",
    );
  });
});

describe("postMarkdown and postListMarkdown", () => {
  const card = {
    _id: "p2",
    title: "Another post",
    slug: "another-post",
    publishedAt: "2026-03-04T09:00:00Z",
  };
  const labels = as<InsightsLabels>({
    title: "Insights",
    byLabel: "By",
    aboutAuthorLabel: "About",
    relatedLabel: "Related",
  });

  it("writes a post's byline, body, authors and related posts", () => {
    const post = as<PostContent>({
      title: "A post",
      excerpt: "Why.",
      publishedAt: "2026-03-04T09:00:00Z",
      authors: [{ _id: "a", name: "Priya", role: "Lead", bio: "Writes." }],
      categories: [{ title: "Playbooks", slug: "playbooks" }],
      body: [paragraph("Body.")],
      sameCategory: [card],
      newest: [],
    });
    expect(postMarkdown(post, labels, en)).toBe(
      [
        "# A post",
        "",
        "Why.",
        "",
        `By Priya · March 4, 2026 · [Playbooks](${paths.category("playbooks")})`,
        "",
        "Body.",
        "",
        "## About",
        "",
        "### Priya",
        "",
        "Lead",
        "",
        "Writes.",
        "",
        "## Related",
        "",
        `- [Another post](${paths.post("another-post")}) · March 4, 2026`,
      ].join("\n"),
    );
  });

  it("writes a list's title and intro (a category's own, else the blog's) and its posts", () => {
    const list = as<PostListContent>({
      posts: [card],
      category: null,
      author: null,
      labels: { ...labels, intro: "All of it." },
    });
    expect(postListMarkdown(list, en)).toBe(
      `# Insights\n\nAll of it.\n\n- [Another post](${paths.post("another-post")}) · March 4, 2026`,
    );
    const category = as<PostListContent>({
      ...list,
      category: { title: "Playbooks", description: "How-tos." },
    });
    expect(postListMarkdown(category, en)).toMatch(/^# Playbooks\n\nHow-tos\.\n/);
  });
});
