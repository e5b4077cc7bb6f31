import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import FaqBlock from "./FaqBlock";
import { paths } from "#content/paths.ts";
import { faqMarkdown } from "./markdown";

type Block = BlockOf<"faq">;
type Answer = NonNullable<NonNullable<Block["items"]>[number]["answer"]>;

const paragraph = (key: string, text: string, link?: string): Answer[number] => ({
  _key: key,
  _type: "block",
  style: "normal",
  markDefs: link ? [{ _key: "l", _type: "link", href: link }] : [],
  children: [{ _key: `${key}s`, _type: "span", marks: link ? ["l"] : [], text }],
});

const ATTACK = "</script><script>alert(1)</script><!-- & >";

const full: Block = {
  _key: "faq",
  _type: "faq",
  anchorId: "faq",
  hidden: false,
  heading: { _type: "sectionHeading", eyebrow: "FAQ", title: "Frequently asked questions" },
  items: [
    {
      _key: "q1",
      question: "How long does an implementation take?",
      answer: [
        paragraph("a", "Most agents go live in two to four weeks."),
        paragraph("b", "See our packages", paths.pricing),
      ],
    },
    {
      _key: "q2",
      question: "Is there a free consultation?",
      answer: [paragraph("c", "Yes: 30 minutes, free.")],
    },
  ],
};

function renderBlock(block: Block) {
  const router = createMemoryRouter([
    { path: "/", element: <FaqBlock block={block} id="faq" atTop={false} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

const jsonLdScripts = () => [...document.querySelectorAll('script[type="application/ld+json"]')];
const jsonLd = () => JSON.parse(jsonLdScripts()[0].textContent ?? "");

failOnConsoleError();

describe("FaqBlock", () => {
  it("shows each question closed, and its answer when opened", async () => {
    renderBlock(full);
    expect(screen.getByRole("region", { name: "Frequently asked questions" })).toHaveAttribute("id", "faq");
    const groups = document.querySelectorAll("details");
    expect(groups).toHaveLength(2);
    expect([...groups].every((group) => !group.open)).toBe(true);
    const question = screen.getByText("How long does an implementation take?");
    expect(question.tagName).toBe("SUMMARY");
    await userEvent.click(question);
    expect(groups[0].open).toBe(true);
    expect(within(groups[0]).getByText("Most agents go live in two to four weeks.")).toBeVisible();
    expect(within(groups[0]).getByRole("link", { name: "See our packages" })).toHaveAttribute(
      "href",
      paths.pricing,
    );
  });

  it("describes the questions shown as schema.org FAQPage JSON-LD", () => {
    renderBlock(full);
    expect(jsonLdScripts()).toHaveLength(1);
    expect(jsonLd()).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How long does an implementation take?",
          acceptedAnswer: {
            "@type": "Answer",
            text: "Most agents go live in two to four weeks.\n\nSee our packages",
          },
        },
        {
          "@type": "Question",
          name: "Is there a free consultation?",
          acceptedAnswer: { "@type": "Answer", text: "Yes: 30 minutes, free." },
        },
      ],
    });
    const visible = [...document.querySelectorAll("summary")].map((summary) => summary.textContent);
    expect(jsonLd().mainEntity.map((question: { name: string }) => question.name)).toEqual(visible);
  });

  it("keeps text that tries to leave the script inside it", () => {
    const { container } = renderBlock({
      ...full,
      items: [{ _key: "x", question: ATTACK, answer: [paragraph("a", ATTACK)] }],
    });
    const [script] = jsonLdScripts();
    expect(script.textContent).not.toMatch(/[<>&]/);
    expect(container.innerHTML).not.toContain("</script><script>");
    expect(container.querySelectorAll("script")).toHaveLength(1);
    expect(jsonLd().mainEntity).toEqual([
      { "@type": "Question", name: ATTACK, acceptedAnswer: { "@type": "Answer", text: ATTACK } },
    ]);
    expect(screen.getByText(ATTACK, { selector: "summary" })).toBeInTheDocument();
  });

  it("leaves out items without a question or an answer, from the accordion and the JSON-LD", () => {
    const block = {
      ...full,
      items: [
        null,
        { _key: "a", question: "No answer?", answer: null },
        { _key: "b", question: "Empty answer?", answer: [] },
        { _key: "c", question: "Blank answer?", answer: [paragraph("c", "   ")] },
        { _key: "d", question: "  ", answer: [paragraph("d", "An answer without its question.")] },
        { _key: "e", question: null, answer: [paragraph("e", "Another orphan answer.")] },
        {
          _key: "f",
          question: "Kept?",
          answer: [null, { _type: "block", _key: "g", children: [null] }, paragraph("h", "Yes.")],
        },
        { _key: "i", question: "Wrong shape?", answer: "a string" },
      ],
    } as unknown as Block;
    renderBlock(block);
    expect([...document.querySelectorAll("summary")].map((summary) => summary.textContent)).toEqual([
      "Kept?",
    ]);
    expect(screen.queryByText(/orphan|without its question/)).toBeNull();
    expect(jsonLd().mainEntity).toEqual([
      { "@type": "Question", name: "Kept?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
    ]);
  });

  it("without questions, shows its heading alone and no JSON-LD", () => {
    renderBlock({ ...full, items: [] });
    expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInTheDocument();
    expect(document.querySelector("details")).toBeNull();
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it("renders nothing when it has no content", () => {
    renderBlock({ _key: "k", _type: "faq" } as Block);
    expect(document.querySelector("section")).toBeNull();
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it("shows the questions without a heading", () => {
    renderBlock({
      ...full,
      heading: { _type: "sectionHeading", title: null, eyebrow: "FAQ" },
    } as unknown as Block);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(document.querySelectorAll("details")).toHaveLength(2);
    expect(document.querySelector("section")).not.toHaveAttribute("aria-labelledby");
  });
});

const answer = [paragraph("a", "Because.")];

describe("faqMarkdown", () => {
  it("writes each question and its answer under the section's heading", () => {
    const markdown = faqMarkdown({
      heading,
      items: [{ question: "Why?", answer }],
    } as unknown as BlockOf<"faq">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    expect(markdown).toContain("### Why?\n\nBecause.");
  });
});
