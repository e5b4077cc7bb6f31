import { describe, expect, it } from "vitest";
import type { PostBodyContent, PostCardContent } from "#content/contentTypes.ts";
import { postHeadings, readingMinutes, relatedPosts } from "./postBody";

const block = (key: string, text: string, style = "normal") =>
  ({
    _type: "block",
    _key: key,
    style,
    markDefs: [],
    children: [{ _type: "span", _key: `${key}-s`, marks: [], text }],
  }) as unknown as PostBodyContent;

const card = (id: string) => ({ _id: id, slug: id }) as PostCardContent;

describe("a post's table of contents", () => {
  it("lists h2 to h4 with ids from their words, unique and clear of the page's own ids", () => {
    const headings = postHeadings(
      [
        block("a", "Why it matters", "h2"),
        block("p", "Some text"),
        block("b", "The setup", "h3"),
        block("c", "Why it matters", "h2"),
        block("d", "Edge cases & <script>", "h4"),
        block("e", "Main", "h2"),
        block("f", "   ", "h2"),
      ],
      ["main"],
    );
    expect(headings).toEqual([
      { key: "a", id: "why-it-matters", text: "Why it matters", level: 2 },
      { key: "b", id: "the-setup", text: "The setup", level: 3 },
      { key: "c", id: "why-it-matters-2", text: "Why it matters", level: 2 },
      // An h4 right after an h2 is drawn as an h3: no level skipped.
      { key: "d", id: "edge-cases-script", text: "Edge cases & <script>", level: 3 },
      { key: "e", id: "main-2", text: "Main", level: 2 },
    ]);
  });

  it("never skips a level: an h4 under an h3 stays, right after an h2 it becomes an h3", () => {
    const levels = postHeadings([
      block("a", "A", "h2"),
      block("b", "B", "h3"),
      block("c", "C", "h4"),
      block("d", "D", "h2"),
      block("e", "E", "h4"),
      block("f", "F", "h4"),
    ]).map((heading) => heading.level);
    expect(levels).toEqual([2, 3, 4, 2, 3, 4]);
  });

  it("gives the same ids on every build", () => {
    const body = [block("a", "Résumé: step 1", "h2"), block("b", "!!!", "h3")];
    expect(postHeadings(body)).toEqual(postHeadings(body));
    expect(postHeadings(body).map((heading) => heading.id)).toEqual(["resume-step-1", "section"]);
  });
});

describe("reading time", () => {
  it("counts 220 words a minute, at least one", () => {
    expect([0, 100, 220, 1100, null].map(readingMinutes)).toEqual([1, 1, 1, 5, 1]);
  });
});

describe("related posts", () => {
  it("takes the same category's newest first, then the newest, each once, three of them", () => {
    expect(
      relatedPosts([card("c1")], [card("n1"), card("c1"), card("n2"), card("n3")]).map((p) => p._id),
    ).toEqual(["c1", "n1", "n2"]);
    expect(
      relatedPosts([card("c1"), card("c2"), card("c3"), card("c4")], [card("n1")]).map((p) => p._id),
    ).toEqual(["c1", "c2", "c3"]);
    expect(relatedPosts(null, null)).toEqual([]);
  });
});
