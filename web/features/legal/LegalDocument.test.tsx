import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LegalPageContent as Page } from "#content/contentTypes.ts";
import { withRootData } from "../../../tests/unit/root-data-router";
import { LegalDocument } from "./LegalDocument";
import { paths } from "#content/paths.ts";

type Block = NonNullable<Page["body"]>[number];

const block = (
  key: string,
  text: string,
  style: Block["style"] = "normal",
  extra: Partial<Block> = {},
): Block => ({
  _type: "block",
  _key: key,
  style,
  markDefs: [],
  children: [{ _type: "span", _key: `${key}-s`, marks: [], text }],
  ...extra,
});

const page = (fields: Partial<Page> = {}): Page => ({
  _id: "terms",
  _type: "legalPage",
  title: "Terms and Conditions",
  intro: "These terms govern your use of our services.",
  lastUpdated: "2024-12-01",
  lastUpdatedLabel: "Last updated:",
  contentsLabel: "Contents",
  jurisdiction: null,
  noticeDays: null,
  seo: null,
  translations: [],
  body: [
    block("h-law", "Governing Law", "h2"),
    block("p-law", "These terms are governed by the laws of {jurisdiction}. Disputes go to {jurisdiction}."),
    block("h-changes", "Changes to These Terms", "h2"),
    block("p-changes", "We give at least {noticeDays} days' notice."),
    block("p-privacy", "", "normal", {
      markDefs: [{ _type: "link", _key: "l1", href: paths.privacy }],
      children: [
        { _type: "span", _key: "a", marks: [], text: "Read our " },
        { _type: "span", _key: "b", marks: ["l1"], text: "Privacy Policy" },
        { _type: "span", _key: "c", marks: [], text: "." },
      ],
    }),
  ],
  ...fields,
});

function renderPage(value: Page) {
  return render(withRootData(<LegalDocument content={value} />));
}

describe("LegalDocument", () => {
  it("shows the title, breadcrumb, last-updated month and intro", () => {
    renderPage(page());
    expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByText(/Last updated:/)).toHaveTextContent("Last updated: December 2024");
    expect(screen.getByText("These terms govern your use of our services.")).toBeInTheDocument();
  });

  it("shows visible bracketed placeholders while the fields are empty", () => {
    const { container } = renderPage(page({ jurisdiction: "  " }));
    const placeholders = [...container.querySelectorAll("mark.legal-placeholder")].map(
      (el) => el.textContent,
    );
    expect(placeholders).toEqual(["[jurisdiction]", "[jurisdiction]", "[notice days]"]);
    expect(container.textContent).not.toContain("{jurisdiction}");
    expect(container.textContent).not.toContain("{noticeDays}");
  });

  it("replaces the tokens with the fields once they are filled", () => {
    const { container } = renderPage(page({ jurisdiction: "the State of New York", noticeDays: 30 }));
    expect(screen.getByText(/governed by the laws of/)).toHaveTextContent(
      "These terms are governed by the laws of the State of New York. Disputes go to the State of New York.",
    );
    expect(screen.getByText(/days' notice/)).toHaveTextContent("We give at least 30 days' notice.");
    expect(container.querySelector("mark.legal-placeholder")).toBeNull();
  });

  it("links a table of contents to the h2 sections and renders link marks", () => {
    renderPage(page());
    const toc = screen.getByRole("navigation", { name: "Contents" });
    expect(toc.querySelectorAll("a")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Governing Law" })).toHaveAttribute("href", "#governing-law");
    expect(screen.getByRole("heading", { level: 2, name: "Governing Law" })).toHaveAttribute(
      "id",
      "governing-law",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Changes to These Terms" })).toHaveAttribute(
      "id",
      "changes-to-these-terms",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", paths.privacy);
  });

  it("keeps the words of a link it refuses, as plain text, mid-sentence", () => {
    const { container } = renderPage(
      page({
        body: [
          block("p-bad", "", "normal", {
            markDefs: [{ _type: "link", _key: "l1", href: "javascript:alert(1)" }],
            children: [
              { _type: "span", _key: "a", marks: [], text: "Write to " },
              { _type: "span", _key: "b", marks: ["l1"], text: "our privacy team" },
              { _type: "span", _key: "c", marks: [], text: " at any time." },
            ],
          }),
        ],
      }),
    );
    expect(container.textContent).toContain("Write to our privacy team at any time.");
    expect(screen.queryByRole("link", { name: "our privacy team" })).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
  });

  it("renders a partial document without throwing", () => {
    renderPage({ ...page(), body: null, lastUpdated: null, intro: null });
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });
});
