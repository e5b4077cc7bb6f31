import type { BlockOf } from "#blocks/types.ts";
import { ctaLinks, formMarkdown, type BlockContext, type ContactDetails } from "#blocks/markdownParts.ts";
import { heading, joinParts, markdownLink, markdownText } from "#content/markdown/text.ts";

/** The e-mail address (a mailto link) and the phone number with its hours, as a list. */
const contactList = (contact: ContactDetails | undefined) =>
  [
    contact?.contactEmail
      ? `- ${markdownLink(markdownText(contact.contactEmail), `mailto:${contact.contactEmail.trim()}`)}`
      : "",
    contact?.contactPhone
      ? `- ${[contact.contactPhone, contact.phoneHours].map(markdownText).filter(Boolean).join(" · ")}`
      : "",
  ]
    .filter(Boolean)
    .join("\n");

/**
 * A lead form as Markdown: the section's title and text, its form, and what the layout shows
 * beside it: the site's contact details, or the contact page's details panel and schedule box.
 * Another layout shows nothing, as on the page.
 */
export function leadFormMarkdown(block: BlockOf<"leadForm">, { language, contact }: BlockContext) {
  const form = formMarkdown(block.form, language);
  const titled = joinParts([heading(2, block.title), markdownText(block.intro)]);
  const page = block.contactPage;
  switch (block.layout) {
    case "card":
      return joinParts([titled, form]);
    case "contact-section":
      return joinParts([titled, contactList(contact), form]);
    case "contact-page":
      return joinParts([
        heading(2, page?.detailsTitle),
        markdownText(page?.detailsText),
        contactList(contact),
        // The schedule box shows with its title or its button.
        page?.scheduleTitle || page?.scheduleCta
          ? joinParts([
              heading(2, page.scheduleTitle),
              markdownText(page.scheduleText),
              ctaLinks(page.scheduleCta),
            ])
          : "",
        titled,
        form,
      ]);
    default:
      return "";
  }
}
