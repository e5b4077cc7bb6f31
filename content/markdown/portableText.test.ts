import { describe, expect, it } from "vitest";
import { portableTextMarkdown } from "./portableText";

const span = (text: string, marks: string[] = []) => ({ _type: "span", _key: text, text, marks });
const block = (children: object[], extra: object = {}) => ({
  _type: "block",
  _key: Math.random().toString(36),
  style: "normal",
  markDefs: [],
  children,
  ...extra,
});

describe("portableTextMarkdown", () => {
  it("writes headings, paragraphs with bold, italics and inline code, quotes and lists", () => {
    const markdown = portableTextMarkdown([
      block([span("Why it works")], { style: "h2" }),
      block([
        span("Plain, "),
        span("bold", ["strong"]),
        span(", "),
        span("italic", ["em"]),
        span(" and "),
        span("a `tick`", ["code"]),
      ]),
      block([span("Quoted")], { style: "blockquote" }),
      block([span("First")], { listItem: "bullet", level: 1 }),
      block([span("Second")], { listItem: "bullet", level: 1 }),
      block([span("One")], { listItem: "number", level: 1 }),
    ]);
    expect(markdown).toBe(
      [
        "## Why it works",
        "",
        "Plain, **bold**, _italic_ and `` a `tick` ``",
        "",
        "> Quoted",
        "",
        "- First",
        "- Second",
        "1. One",
      ].join("\n"),
    );
  });

  it("links safe addresses and keeps only the words of others", () => {
    const markdown = portableTextMarkdown([
      block([span("pricing", ["a"]), span(" and "), span("a trap", ["b"])], {
        markDefs: [
          { _type: "link", _key: "a", href: "/page-two" },
          { _type: "link", _key: "b", href: "javascript:alert(1)" },
        ],
      }),
    ]);
    expect(markdown).toBe("[pricing](/page-two) and a trap");
  });

  it("escapes the content's text: no markup, heading or list comes from it", () => {
    const markdown = portableTextMarkdown([block([span("1. **not bold** [x](javascript:y) <b>")])]);
    expect(markdown).toBe("1\\. \\*\\*not bold\\*\\* \\[x\\](javascript:y) \\<b\\>");
  });

  it("writes a post's objects: a table, a call-out, a code block, an image's words, a call-to-action band", () => {
    const markdown = portableTextMarkdown([
      {
        _type: "table",
        _key: "t",
        caption: "Plans",
        rows: [{ cells: ["Plan", "Price"] }, { cells: ["Starter", "$1|2"] }],
      },
      { _type: "callout", _key: "c", tone: "tip", title: "Tip", text: "Keep it short." },
      { _type: "codeBlock", _key: "k", language: "ts", code: "const a = `x`;\n```" },
      { _type: "postImage", _key: "i", alt: "A chart", caption: "Traffic, up" },
      {
        _type: "ctaBand",
        _key: "b",
        heading: "Ready?",
        text: "Talk to us.",
        primaryCta: { label: "Book", href: "/page-two" },
        secondaryCta: { label: "Evil", href: "javascript:x" },
      },
    ]);
    expect(markdown).toBe(
      [
        "**Plans**",
        "",
        "| Plan | Price |",
        "| --- | --- |",
        "| Starter | $1\\|2 |",
        "",
        "> **Tip**",
        ">",
        "> Keep it short.",
        "",
        "````ts",
        "const a = `x`;",
        "```",
        "````",
        "",
        "_A chart_",
        "",
        "Traffic, up",
        "",
        "**Ready?**",
        "",
        "Talk to us.",
        "",
        "[Book](/page-two) · Evil",
      ].join("\n"),
    );
  });

  it("leaves out objects of unknown types and what is not an object", () => {
    const markdown = portableTextMarkdown([
      { _type: "mystery", _key: "m", secret: "{json}" },
      null,
      "text",
      block([span("Kept")]),
    ]);
    expect(markdown).toBe("Kept");
  });
});
