import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failOnConsoleError, sectionHeading as heading } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import IconCardsBlock from "./IconCardsBlock";
import { iconCardsMarkdown } from "./markdown";

type Block = BlockOf<"iconCards">;

const full: Block = {
  _key: "icon-cards",
  _type: "iconCards",
  anchorId: "expertise",
  hidden: false,
  heading: {
    _type: "sectionHeading",
    eyebrow: "Experience",
    title: "Our Expertise",
    intro: "Hands-on years.",
  },
  columns: 3,
  muted: true,
  cards: [
    {
      _key: "a",
      icon: "megaphone",
      title: "Marketing Automation",
      description: "Lead nurturing and CRM workflows.",
      badge: "5+ years",
    },
    {
      _key: "b",
      icon: "brain",
      title: "AI Implementation",
      description: "Agents in production.",
      badge: null,
    },
  ],
};

const renderBlock = (block: Block, id = "icon-cards") =>
  render(<IconCardsBlock block={block} id={id} atTop={false} />);

failOnConsoleError();

describe("IconCardsBlock", () => {
  it("shows the heading and a card per item, with its title, text, icon and badge", () => {
    const { container } = renderBlock(full);
    const section = screen.getByRole("region", { name: "Our Expertise" });
    expect(section).toHaveAttribute("id", "icon-cards");
    expect(section).toHaveClass("section--muted");
    expect(screen.getByRole("heading", { level: 2, name: "Our Expertise" })).toBeInTheDocument();
    expect(screen.getByText("Experience")).toBeInTheDocument();
    expect(screen.getByText("Hands-on years.")).toBeInTheDocument();
    const cards = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]).getByRole("heading", { level: 3, name: "Marketing Automation" }),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText("Lead nurturing and CRM workflows.")).toBeInTheDocument();
    expect(within(cards[0]).getByText("5+ years")).toHaveClass("icon-cards__badge");
    expect(within(cards[1]).queryByText(/years/)).toBeNull();
    expect(container.querySelectorAll(".icon-badge svg")).toHaveLength(2);
    expect(screen.getByRole("list")).toHaveClass("icon-cards--3");
  });

  it("makes the cards' titles the headings of a section without a heading (mission and vision)", () => {
    renderBlock({ ...full, heading: null, columns: 2, muted: false });
    expect(screen.getByRole("heading", { level: 2, name: "Marketing Automation" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "AI Implementation" })).toBeInTheDocument();
    expect(screen.getByRole("list")).toHaveClass("icon-cards--2");
    expect(document.getElementById("icon-cards")).not.toHaveAttribute("aria-labelledby");
    expect(document.getElementById("icon-cards")).not.toHaveClass("section--muted");
  });

  it("renders nothing when it has no content", () => {
    const { container } = renderBlock({ _key: "k", _type: "iconCards" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows what it can of malformed content", () => {
    const block = {
      ...full,
      columns: 7,
      muted: null,
      heading: { _type: "sectionHeading", title: null, eyebrow: "Lost", intro: null },
      cards: [
        null,
        { _key: "x", icon: "no-such-icon", title: "Unknown icon", description: null, badge: null },
        { _key: "y", icon: null, title: null, description: "A card without a title", badge: "1 year" },
        { _key: "z" },
      ],
    } as unknown as Block;
    const { container } = renderBlock(block);
    expect(screen.getByRole("heading", { level: 2, name: "Unknown icon" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByText("Lost")).toBeNull();
    expect(container.querySelector(".icon-badge svg")).not.toBeNull();
    expect(screen.getByRole("list")).toHaveClass("icon-cards--3");
  });

  it("keeps its heading when its cards are empty", () => {
    renderBlock({ ...full, cards: [] });
    expect(screen.getByRole("heading", { level: 2, name: "Our Expertise" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("iconCardsMarkdown", () => {
  it("writes the cards under the section's heading", () => {
    const markdown = iconCardsMarkdown({
      heading,
      cards: [{ title: "Card", badge: "5+ years", description: "Card text." }],
    } as unknown as BlockOf<"iconCards">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    for (const part of ["### Card", "5+ years", "Card text."]) expect(markdown).toContain(part);
  });
});
