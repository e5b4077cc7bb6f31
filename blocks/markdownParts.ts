import type { Language } from "#content/languages.ts";
import { FORM_ON_PAGE } from "#content/markdown/columns.ts";
import { ctaLink } from "#content/markdown/portableText.ts";
import { bulletList, heading, joinParts, markdownText } from "#content/markdown/text.ts";
import { formatPrice, type Formats } from "#web/shared/ui/format.ts";

// What several blocks' Markdown shares: the context it is written in, and its common parts.

/** What a block's Markdown needs beyond its content. */
export type BlockContext = {
  language: Language;
  formats: Formats;
  /** The page opens with this block: a hero's headline is the page's title (h1). */
  atTop: boolean;
  /** The site's contact details (site settings), which two lead form layouts show beside the form. */
  contact?: ContactDetails;
};

/** The site's contact details, as site settings hold them. */
export type ContactDetails = {
  contactEmail?: string | null;
  contactPhone?: string | null;
  phoneHours?: string | null;
};

type SectionHeading = { eyebrow?: string | null; title?: string | null; intro?: string | null } | null;

/** A section's heading: its title (h2) and intro; the eyebrow is decoration. */
export const sectionHeading = (head: SectionHeading | undefined, level = 2) =>
  joinParts([heading(level, head?.title), markdownText(head?.intro)]);

/** Buttons as links on one line. */
export const ctaLinks = (...ctas: Parameters<typeof ctaLink>[0][]) =>
  ctas.map(ctaLink).filter(Boolean).join(" · ");

/** Figures with their labels ("98% satisfied"), as a list. */
export const statList = (
  stats: readonly { value?: string | null; label?: string | null }[] | null | undefined,
) => bulletList((stats ?? []).map((stat) => `${stat.value ?? ""} ${stat.label ?? ""}`));

/** "$1,299/month", or "$1,299 one-time": a price as the page shows it. */
export const priceText = (price: number | null | undefined, note: string) =>
  [formatPrice(price), note].filter(Boolean).join(note.startsWith("/") ? "" : " ");

type FormFields = { fields?: readonly { label?: string | null; required?: boolean | null }[] | null };

/**
 * A form (a `form` document) as a list of its fields' labels, the required ones marked, and a
 * line saying it is filled in on the page; nothing for a form without fields, or none.
 */
export const formMarkdown = (form: FormFields | null | undefined, language: Language) => {
  const { note, required } = FORM_ON_PAGE[language];
  const fields = (form?.fields ?? []).map(
    (field) => `${field.label ?? ""}${field.required ? ` (${required})` : ""}`,
  );
  return joinParts([bulletList(fields), fields.length ? note : ""]);
};
