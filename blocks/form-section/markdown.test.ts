import { describe, expect, it } from "vitest";
import type { BlockContext } from "#blocks/markdownParts.ts";
import type { BlockOf } from "#blocks/types.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { formSectionMarkdown } from "./markdown";

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };
const es: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };
/** A block's content as a test writes it: only the fields its Markdown reads. */
const section = (fields: Record<string, unknown>) => fields as unknown as BlockOf<"formSection">;

describe("formSectionMarkdown", () => {
  it("writes a form's fields as a list, then says the form is on the page, in the page's language", () => {
    const fields = [
      { label: "Full name", required: true },
      { label: "Company", required: false },
    ];
    const form = section({ heading: "Join us", intro: "Sign up.", form: { fields } });
    expect(formSectionMarkdown(form, en)).toBe(
      "## Join us\n\nSign up.\n\n- Full name (required)\n- Company\n\nThis form is filled in and sent on the page.",
    );
    expect(formSectionMarkdown(form, es)).toContain(
      "- Full name (obligatorio)\n- Company\n\nEste formulario",
    );
    // As on the page: without its form, or a form without fields, the section shows nothing.
    expect(formSectionMarkdown(section({ heading: "Join us", form: null }), en)).toBe("");
    expect(formSectionMarkdown(section({ heading: "Join us", form: { fields: [] } }), en)).toBe("");
  });
});
