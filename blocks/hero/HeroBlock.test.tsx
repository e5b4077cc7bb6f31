import { describe, expect, it } from "vitest";
import type { BlockContext } from "#blocks/markdownParts.ts";
import type { BlockOf } from "#blocks/types.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { heroMarkdown } from "./markdown";

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };

describe("heroMarkdown", () => {
  it("writes a hero's headline as the page's title when it opens the page, with its buttons and stats", () => {
    const hero = {
      headline: "Automate it",
      text: "Hero text.",
      primaryCta: { label: "Book", href: "/page-two" },
      secondaryCta: null,
      stats: [{ value: "10x", label: "faster" }],
    } as unknown as BlockOf<"hero">;
    expect(heroMarkdown(hero, { ...en, atTop: true })).toBe(
      "# Automate it\n\nHero text.\n\n[Book](/page-two)\n\n- 10x faster",
    );
    expect(heroMarkdown(hero, en)).toMatch(/^## Automate it\n/);
  });
});
