import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { excerptParts, MAX_SECTIONS, searchHit } from "./results";

describe("excerptParts", () => {
  it("keeps the matched words apart and every other tag as text", () => {
    expect(excerptParts("We <mark>automate</mark> invoices &amp; <b>more</b> &lt;script&gt;")).toEqual([
      { text: "We ", mark: false },
      { text: "automate", mark: true },
      { text: " invoices & <b>more</b> <script>", mark: false },
    ]);
  });

  it("reads an excerpt with no match as one piece", () => {
    expect(excerptParts("Plain words")).toEqual([{ text: "Plain words", mark: false }]);
    expect(excerptParts("")).toEqual([]);
  });
});

describe("searchHit", () => {
  const page = {
    url: paths.terms,
    excerpt: "the <mark>refund</mark> rules",
    meta: { title: "Terms" },
  };

  it("lists the sections that matched, not the page's start", () => {
    const hit = searchHit({
      ...page,
      sub_results: [
        { title: "Terms", url: paths.terms, excerpt: "start" },
        { title: "Refunds", url: `${paths.terms}#refunds`, excerpt: "a <mark>refund</mark>" },
      ],
    });
    expect(hit.title).toBe("Terms");
    expect(hit.sections).toEqual([
      { title: "Refunds", url: `${paths.terms}#refunds`, excerpt: excerptParts("a <mark>refund</mark>") },
    ]);
  });

  it("shows at most a few sections, and the address when the page has no title", () => {
    const sub_results = Array.from({ length: 6 }, (_, n) => ({
      title: `S${n}`,
      url: `/p#s${n}`,
      excerpt: "",
    }));
    const hit = searchHit({ ...page, meta: {}, sub_results });
    expect(hit.title).toBe(paths.terms);
    expect(hit.sections).toHaveLength(MAX_SECTIONS);
  });
});
