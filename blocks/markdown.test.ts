import { describe, expect, it } from "vitest";
import type { Section } from "#blocks/types.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { sectionMarkdown } from "./markdown";
import type { BlockContext } from "./markdownParts";

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };
const heading = { eyebrow: "Eyebrow", title: "Section title", intro: "Section intro." };
/** A block's content as a test writes it: only the fields its Markdown reads. */
const section = (fields: Record<string, unknown>) =>
  ({ _key: "k", hidden: false, ...fields }) as unknown as Section;

describe("sectionMarkdown", () => {
  it("writes a section by its type", () => {
    expect(sectionMarkdown(section({ _type: "statsRow", heading, stats: [] }), en)).toBe(
      "## Section title\n\nSection intro.",
    );
  });

  it("leaves out a hidden section, an unknown type and a malformed block, and goes on", () => {
    expect(sectionMarkdown(section({ _type: "richText", hidden: true, heading, body: [] }), en)).toBe("");
    expect(sectionMarkdown(section({ _type: "mystery", heading }), en)).toBe("");
    expect(sectionMarkdown(section({ _type: "toString" }), en)).toBe("");
    expect(sectionMarkdown(null, en)).toBe("");
    // Cards that are not a list: the block's renderer throws, and the section is left out.
    expect(sectionMarkdown(section({ _type: "iconCards", heading, cards: 42 }), en)).toBe("");
  });
});
