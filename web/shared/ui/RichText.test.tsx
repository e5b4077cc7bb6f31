import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withRootData } from "../../../tests/unit/root-data-router";
import { paths } from "#content/paths.ts";
import { RichText } from "./RichText";

const sentence = (href: string) => [
  {
    _type: "block",
    _key: "p",
    style: "normal",
    markDefs: [{ _type: "link", _key: "l", href }],
    children: [
      { _type: "span", _key: "a", marks: [], text: "Book " },
      { _type: "span", _key: "b", marks: ["l"], text: "a free consultation" },
      { _type: "span", _key: "c", marks: [], text: " today." },
    ],
  },
];

describe("RichText", () => {
  it("links a link the site accepts", () => {
    render(withRootData(<RichText value={sentence(paths.contact)} />));
    expect(screen.getByRole("link", { name: "a free consultation" })).toHaveAttribute("href", paths.contact);
  });

  it.each(["javascript:alert(1)", "data:text/html,<b>x</b>", "//evil.example/"])(
    "keeps the words of a refused link (%s) as plain text, mid-sentence",
    (href) => {
      const { container } = render(withRootData(<RichText value={sentence(href)} />));
      expect(container.textContent).toContain("Book a free consultation today.");
      expect(screen.queryByRole("link", { name: "a free consultation" })).toBeNull();
    },
  );
});
