import { describe, expect, it } from "vitest";
import { isSafeHref, markdownLink, markdownTable, markdownText } from "./text";

describe("markdownText", () => {
  it("escapes what Markdown reads as markup, on one line, without hidden characters", () => {
    expect(markdownText("**Bold** <img src=x> `code` ~~gone~~ [a](b) | x\n y\u202E")).toBe(
      "\\*\\*Bold\\*\\* \\<img src=x\\> \\`code\\` \\~\\~gone\\~\\~ \\[a\\](b) \\| x y",
    );
  });

  it("escapes a start that would open a list or a heading", () => {
    expect(markdownText("- not a list")).toBe("\\- not a list");
    expect(markdownText("1. not a list")).toBe("1\\. not a list");
    expect(markdownText("# not a heading")).toBe("\\# not a heading");
    expect(markdownText("---")).toBe("\\---");
    expect(markdownText("+1 555 0100")).toBe("+1 555 0100");
    expect(markdownText("2026: a year")).toBe("2026: a year");
    expect(markdownText(null)).toBe("");
  });
});

describe("markdownLink", () => {
  it("links paths on the site, anchors, http(s) and mailto, with spaces and brackets encoded", () => {
    expect(markdownLink("Contact", "/page-two")).toBe("[Contact](/page-two)");
    expect(markdownLink("Top", "#top")).toBe("[Top](#top)");
    expect(markdownLink("Docs", "https://example.com/a (b)")).toBe("[Docs](https://example.com/a%20%28b%29)");
    expect(markdownLink("Mail", "mailto:hello@example.com")).toBe("[Mail](mailto:hello@example.com)");
  });

  it("keeps only the words of a link to anywhere else", () => {
    for (const href of [
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "data:text/html,x",
      "",
      null,
    ])
      expect(markdownLink("words", href), String(href)).toBe("words");
    expect(isSafeHref("JavaScript:alert(1)")).toBe(false);
  });
});

describe("markdownTable", () => {
  it("writes a header, a separator and a row per entry; no rows, no table", () => {
    expect(markdownTable(["Plan", "Price"], [["Starter", "$199/month"], ["Pro"]])).toBe(
      ["| Plan | Price |", "| --- | --- |", "| Starter | $199/month |", "| Pro |   |"].join("\n"),
    );
    expect(markdownTable(["Plan"], [])).toBe("");
  });
});
