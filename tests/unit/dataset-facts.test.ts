import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSitePathHref } from "#schemas/lib/links.ts";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { paths } from "#content/paths.ts";

// Facts of the bundled dataset that outside validators check and no schema rule can: links lead
// to real places, and a post's figures agree between its title, description and body.

type Doc = { _id: string; _type: string; [field: string]: unknown };

const SEED_FILE = path.resolve("studio/seed/production.ndjson");
const documents = parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE) as Doc[];

/** Every string under `value`, with the name of the field it is in. */
function strings(value: unknown, field = ""): { field: string; text: string }[] {
  if (typeof value === "string") return [{ field, text: value }];
  if (Array.isArray(value)) return value.flatMap((member) => strings(member, field));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, member]) => strings(member, key));
  return [];
}

/** The fields that hold an address (`href`, `link`, `url`, `toUrl`, `planCtaHref`…), not a form's placeholder. */
const LINK_FIELD = /^(href|link|url|toUrl)$|Href$|Url$/;

/** Hosts that stand for no one: reserved for examples (RFC 2606, 6761) or written as a placeholder. */
const PLACEHOLDER_HOST =
  /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$|^(www\.)?(your|my)(site|website|domain|company)\.[a-z]+$/i;

describe("links in the bundled dataset", () => {
  const links = documents.flatMap((doc) =>
    strings(doc)
      .filter(({ field }) => LINK_FIELD.test(field))
      .map(({ text }) => ({ doc: doc._id, href: text })),
  );

  it("lead to no placeholder host", () => {
    expect(links.length).toBeGreaterThan(50);
    const placeholders = links.filter(
      ({ href }) => URL.canParse(href) && PLACEHOLDER_HOST.test(new URL(href).hostname),
    );
    expect(placeholders).toEqual([]);
  });

  it("are caught by the check when they do", () => {
    for (const host of ["https://www.example.com/partners/x", "http://shop.test", "https://yourwebsite.com"])
      expect(PLACEHOLDER_HOST.test(new URL(host).hostname), host).toBe(true);
    for (const host of ["https://www.lean.org", "https://sre.google", "https://x.com/nexoraai"])
      expect(PLACEHOLDER_HOST.test(new URL(host).hostname), host).toBe(false);
  });

  it("take the gallery's client logos to their write-ups on this site, where there is one", () => {
    const posts = documents.filter((doc) => doc._type === "post");
    const items = (documents.find((doc) => doc._id === "gallery")?.items ?? []) as {
      link?: string;
      image: { alt: string };
    }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const client = item.image.alt.split(":")[0];
      const writeUp = posts.find((post) => String(post.title).startsWith(`${client}:`));
      const address = writeUp && paths.post((writeUp.slug as { current: string }).current);
      expect(item.link, client).toBe(address);
      if (item.link) expect(isSitePathHref(item.link)).toBe(true);
    }
    expect(items.filter((item) => item.link).length).toBeGreaterThan(0);
  });
});

/** "tripled" is 200% more: a multiple said in words, as the percentage it adds. */
const MULTIPLES: Record<string, string> = { doubled: "100%", tripled: "200%", quadrupled: "300%" };

/** The percentages ("300%") and multiples ("tripled", as "200%") a text states. */
const figures = (text: string) => [
  ...[...text.matchAll(/\d[\d,.]*\s?%/g)].map((match) => match[0].replace(/\s/g, "")),
  ...[...text.toLowerCase().matchAll(/\b(doubled|tripled|quadrupled)\b/g)].map(
    (match) => MULTIPLES[match[1]],
  ),
];

describe("the bundled posts", () => {
  const posts = documents.filter((doc) => doc._type === "post");

  it("state in their body every figure of their title, SEO title, excerpt and SEO description", () => {
    expect(posts.length).toBeGreaterThan(0);
    const stated: string[] = [];
    const disagreeing = posts.flatMap((post) => {
      const seo = (post.seo ?? {}) as { title?: string; description?: string };
      const summary = [post.title, seo.title, post.excerpt, seo.description].filter(Boolean).join("\n");
      const body = figures(
        strings(post.body)
          .map(({ text }) => text)
          .join("\n"),
      );
      stated.push(...figures(summary));
      return figures(summary)
        .filter((figure) => !body.includes(figure))
        .map((figure) => `${post._id}: ${figure}`);
    });
    expect(disagreeing).toEqual([]);
    expect(stated.length).toBeGreaterThan(0);
  });

  it("are caught by the check when they do not: 'tripled' is 200% more, not 300%", () => {
    expect(figures("BrightCart case study: 300% more organic traffic")).toEqual(["300%"]);
    expect(figures("and tripled organic traffic in six months")).toEqual(["200%"]);
  });
});
