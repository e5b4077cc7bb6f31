import { describe, expect, it } from "vitest";
import type { BlockContext } from "#blocks/markdownParts.ts";
import type { BlockOf } from "#blocks/types.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { leadFormMarkdown } from "./markdown";

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };
const es: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };

describe("leadFormMarkdown", () => {
  const form = {
    formId: "home-contact",
    fields: [
      { label: "Your Name", required: true },
      { label: "Tell us about your project", required: false },
    ],
  };
  const fields =
    "- Your Name (required)\n- Tell us about your project\n\nThis form is filled in and sent on the page.";
  const details = { contactEmail: "hello@example.com", contactPhone: "+1 555", phoneHours: "9-5" };
  const contactList = "- [hello@example.com](mailto:hello@example.com)\n- +1 555 · 9-5";
  /** A lead form's content as a test writes it: only the fields its Markdown reads. */
  const lead = (fields: Record<string, unknown>) => ({ form, ...fields }) as unknown as BlockOf<"leadForm">;
  const contactPage = {
    detailsTitle: "Get in touch",
    detailsText: "Call us.",
    scheduleTitle: "Rather talk?",
    scheduleText: "Book a call.",
    scheduleCta: { label: "Schedule", href: "/page-two" },
    privacyNote: "We respect your privacy.",
  };

  it("in a card: its title, text and form's fields, no contact details", () => {
    const banner = lead({ layout: "card", title: "Free assessment", intro: "Ask us." });
    expect(leadFormMarkdown(banner, { ...en, contact: details })).toBe(
      `## Free assessment\n\nAsk us.\n\n${fields}`,
    );
  });

  it("as a contact section: its title and text, the site's contact details, then its form", () => {
    const block = lead({ layout: "contact-section", title: "Write to us", intro: "We reply." });
    expect(leadFormMarkdown(block, { ...en, contact: details })).toBe(
      `## Write to us\n\nWe reply.\n\n${contactList}\n\n${fields}`,
    );
    expect(leadFormMarkdown(block, en)).toBe(`## Write to us\n\nWe reply.\n\n${fields}`);
  });

  it("as the contact page: the details panel with the contact details, the schedule box, then the form under its title", () => {
    const block = lead({ layout: "contact-page", title: "Message us", contactPage });
    expect(leadFormMarkdown(block, { ...en, contact: details })).toBe(
      [
        "## Get in touch",
        "Call us.",
        contactList,
        "## Rather talk?",
        "Book a call.",
        "[Schedule](/page-two)",
        "## Message us",
        fields,
      ].join("\n\n"),
    );
    const noSchedule = { ...contactPage, scheduleTitle: null, scheduleCta: null };
    expect(leadFormMarkdown(lead({ layout: "contact-page", contactPage: noSchedule }), en)).not.toContain(
      "Book a call.",
    );
  });

  it("in the page's language, and without its form (none, or missing) keeps the rest", () => {
    const block = lead({ layout: "card", title: "Evaluación", form: null });
    expect(leadFormMarkdown(block, es)).toBe("## Evaluación");
    expect(leadFormMarkdown(lead({ layout: "card", title: "Evaluación" }), es)).toContain(
      "- Your Name (obligatorio)\n- Tell us about your project\n\nEste formulario",
    );
    const contact = lead({ layout: "contact-section", title: "Write to us", form: null });
    expect(leadFormMarkdown(contact, { ...en, contact: details })).toBe(`## Write to us\n\n${contactList}`);
  });

  it("with no layout it knows shows nothing, as the page does", () => {
    expect(leadFormMarkdown(lead({ title: "Write to us" }), en)).toBe("");
    expect(leadFormMarkdown(lead({ layout: "sideways", title: "Write to us" }), en)).toBe("");
  });
});
