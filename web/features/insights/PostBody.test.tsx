import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PostBodyContent } from "#content/contentTypes.ts";
import { withRootData } from "../../../tests/unit/root-data-router";
import { paths } from "#content/paths.ts";
import { PostBody } from "./PostBody";
import { postHeadings } from "./postBody";

const span = (text: string, marks: string[] = []) => ({ _type: "span", _key: text.slice(0, 8), marks, text });
const block = (key: string, text: string, style = "normal", extra: object = {}) =>
  ({
    _type: "block",
    _key: key,
    style,
    markDefs: [],
    children: [span(text)],
    ...extra,
  }) as unknown as PostBodyContent;
const member = (value: object) => value as unknown as PostBodyContent;

const LONG_WORD = "Supercalifragilistic".repeat(20);

const body: PostBodyContent[] = [
  block("h1", "Getting started", "h2"),
  block("p1", '<script>alert("x")</script> <img src=x onerror=alert(1)>'),
  block("p2", "", "normal", {
    markDefs: [
      { _type: "link", _key: "bad", href: "javascript:alert(1)" },
      { _type: "link", _key: "good", href: paths.contact },
    ],
    children: [
      { _type: "span", _key: "a", marks: ["bad"], text: "a hostile link" },
      { _type: "span", _key: "b", marks: [], text: " and " },
      { _type: "span", _key: "c", marks: ["good"], text: "a safe link" },
      { _type: "span", _key: "d", marks: ["code"], text: " npm run build" },
    ],
  }),
  block("h2", "Details", "h3"),
  block("q", "A quote worth keeping.", "blockquote"),
  block("p3", LONG_WORD),
  member({
    _type: "callout",
    _key: "c1",
    tone: "<b>warning</b>",
    title: "Watch out",
    text: "<em>not markup</em>",
  }),
  member({ _type: "codeBlock", _key: "k1", language: "bash", filename: "run.sh", code: "echo '<script>'" }),
  member({
    _type: "table",
    _key: "t1",
    caption: "Costs by plan",
    rows: [
      { _key: "r1", _type: "tableRow", cells: ["Plan", "Price", "<i>Note</i>"] },
      { _key: "r2", _type: "tableRow", cells: ["Starter", "$299"] },
    ],
  }),
  member({
    _type: "postImage",
    _key: "i1",
    asset: { _ref: "image-abc-800x600-png" },
    alt: "A chart",
    caption: "Fig. 1",
  }),
  member({ _type: "postImage", _key: "i2", asset: null, alt: "Missing" }),
  member({ _type: "mystery", _key: "m1" }),
];

function renderBody(value = body) {
  return render(withRootData(<PostBody body={value} headings={postHeadings(value)} />));
}

describe("a post's body", () => {
  it("gives its headings the table of contents' ids", async () => {
    renderBody();
    expect(await screen.findByRole("heading", { level: 2, name: "Getting started" })).toHaveAttribute(
      "id",
      "getting-started",
    );
    expect(screen.getByRole("heading", { level: 3, name: "Details" })).toHaveAttribute("id", "details");
  });

  it("renders script-like text as text, never as markup", async () => {
    const { container } = renderBody();
    expect(
      await screen.findByText('<script>alert("x")</script> <img src=x onerror=alert(1)>'),
    ).toBeInTheDocument();
    expect(container.querySelector("script, img[onerror], b, em, i")).toBeNull();
    expect(screen.getByText("<em>not markup</em>")).toBeInTheDocument();
    expect(screen.getByText("echo '<script>'")).toBeInTheDocument();
  });

  it("drops a javascript: link but keeps its words; keeps a safe link", async () => {
    renderBody();
    const paragraph = await screen.findByText(/a hostile link and/);
    expect(paragraph.tagName).toBe("P");
    expect(
      within(paragraph)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["a safe link"]);
    expect(screen.getByRole("link", { name: "a safe link" })).toHaveAttribute("href", paths.contact);
    expect(screen.getByText("npm run build").tagName).toBe("CODE");
  });

  it("draws call-outs, code, tables and images, and skips what it cannot draw", async () => {
    const { container } = renderBody();
    const callout = await screen.findByRole("complementary", { name: "Watch out" });
    expect(callout).toHaveClass("post-callout--info");
    expect(screen.getByText("run.sh · Bash")).toBeInTheDocument();
    const table = screen.getByRole("region", { name: "Costs by plan" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Plan", "Price", "<i>Note</i>"]);
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Starter", "$299", ""]);
    expect(table).toHaveAttribute("tabindex", "0");
    const image = screen.getByRole("img", { name: "A chart" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(screen.getByText("Fig. 1")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Missing" })).toBeNull();
    expect(container.querySelectorAll(".post-body > *").length).toBeGreaterThan(5);
  });

  it("renders nothing for an empty body", () => {
    const { container } = render(withRootData(<PostBody body={null} headings={[]} />));
    expect(container.querySelector(".post-body")?.textContent).toBe("");
  });
});
