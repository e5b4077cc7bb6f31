import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { failOnConsoleError } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import CtaBandBlock from "./CtaBandBlock";
import { paths } from "#content/paths.ts";
import { ctaBandMarkdown } from "./markdown";

type Block = BlockOf<"ctaBand">;

const full: Block = {
  _key: "cta-band",
  _type: "ctaBand",
  anchorId: "cta-band",
  hidden: false,
  heading: "Ready to put AI agents to work?",
  text: "Book a free 30-minute call.",
  tone: "brand",
  primaryCta: { label: "Book Free Consultation", href: paths.contact },
  secondaryCta: { label: "See Pricing", href: paths.pricing },
};

function renderBlock(block: Block) {
  const router = createMemoryRouter([
    { path: "/", element: <CtaBandBlock block={block} id="cta-band" atTop={false} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

failOnConsoleError();

describe("CtaBandBlock", () => {
  it("shows the heading, the sentence and both buttons on the brand gradient", () => {
    renderBlock(full);
    const section = screen.getByRole("region", { name: "Ready to put AI agents to work?" });
    expect(section).toHaveClass("cta-band--brand");
    expect(
      screen.getByRole("heading", { level: 2, name: "Ready to put AI agents to work?" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Book a free 30-minute call.")).toBeInTheDocument();
    const primary = screen.getByRole("link", { name: "Book Free Consultation" });
    expect(primary).toHaveAttribute("href", paths.contact);
    expect(primary).toHaveClass("button--primary");
    expect(screen.getByRole("link", { name: "See Pricing" })).toHaveClass("button--ghost-inverse");
  });

  it("on the light tint, outlines the secondary button", () => {
    renderBlock({ ...full, tone: "tinted" });
    expect(screen.getByRole("region")).toHaveClass("cta-band--tinted");
    expect(screen.getByRole("link", { name: "See Pricing" })).toHaveClass("button--outline");
  });

  it("shows one button when there is no secondary one", () => {
    renderBlock({ ...full, secondaryCta: null });
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("renders nothing when it has no content", () => {
    renderBlock({ _key: "k", _type: "ctaBand" } as Block);
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.querySelector(".cta-band")).toBeNull();
  });

  it("shows what it can of malformed content", () => {
    const block = {
      ...full,
      heading: null,
      text: null,
      tone: "neon",
      primaryCta: { label: "Talk to us", href: "javascript:alert(1)" },
      secondaryCta: { label: null, href: paths.pricing },
    } as unknown as Block;
    renderBlock(block);
    const section = document.querySelector("section.cta-band");
    expect(section).toHaveClass("cta-band--brand");
    expect(section).not.toHaveAttribute("aria-labelledby");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
  });
});

describe("ctaBandMarkdown", () => {
  it("writes a call-to-action band's heading, text and buttons", () => {
    const cta = {
      heading: "Ready?",
      text: "Talk.",
      primaryCta: { label: "Book", href: "/page-two" },
    } as unknown as BlockOf<"ctaBand">;
    expect(ctaBandMarkdown(cta)).toBe("## Ready?\n\nTalk.\n\n[Book](/page-two)");
  });
});
