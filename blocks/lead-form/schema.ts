import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { field } from "../../schemas/lib/define";
import { labelField } from "../../schemas/lib/fields";
import { defineBlock } from "../defineBlock";
import { ctaFragment, formFragment } from "../../content/fragments";

/** How the section lays out its form (LeadFormBlock.tsx). */
export const LEAD_FORM_LAYOUTS = [
  { value: "card", title: "Card: the title, text and form in a card (the home page's consultation request)" },
  {
    value: "contact-section",
    title: "Contact section: the title, text and contact details beside the form (the home page's contact)",
  },
  {
    value: "contact-page",
    title: "Contact page: the contact details and a schedule box beside the form, a privacy note under it",
  },
] as const;

const optional = { optional: true };

// The contact page layout's own texts (a lead form section's `contactPage`): the contact details
// panel and the schedule box beside the form, and the privacy note under it. Initial values:
// today's wording.

const contactPageFields = [
  labelField(
    "detailsTitle",
    "Contact details title",
    "Heading of the contact details panel beside the form.",
    "Get in Touch",
    optional,
  ),
  field({
    name: "detailsText",
    title: "Contact details text",
    type: "text",
    rows: 3,
    description: "Paragraph above the e-mail, phone and address in the contact details panel.",
    initialValue:
      "Prefer e-mail or phone? Reach us directly and a member of our team will answer. We respond within 24 hours.",
  }),
  labelField(
    "scheduleTitle",
    "Schedule title",
    "Heading of the schedule box under the contact details.",
    "Prefer to Talk It Through?",
    optional,
  ),
  field({
    name: "scheduleText",
    title: "Schedule text",
    type: "text",
    rows: 2,
    description: "Text of the schedule box under the contact details.",
    initialValue:
      "Book a free 30-minute consultation with an automation expert and leave with clear next steps.",
  }),
  field({
    name: "scheduleCta",
    title: "Schedule button",
    type: "cta",
    description: "Button of the schedule box under the contact details.",
    initialValue: { label: "Schedule Now", href: "/contact" },
  }),
  labelField(
    "privacyNote",
    "Privacy note",
    "Short note under the form; its privacy link words link to the privacy policy.",
    "We respect your privacy. Read our Privacy Policy to see how we handle your data.",
    optional,
  ),
  labelField(
    "privacyLinkText",
    "Privacy link words",
    "The words of the privacy note under the form that link to the privacy policy, as the note writes them; without them in the note, the whole note links.",
    "Privacy Policy",
    optional,
  ),
];

export const leadFormBlock = defineBlock({
  name: "leadForm",
  title: "Lead form",
  icon: EnvelopeIcon,
  previewField: "title",
  fields: [
    field({
      name: "layout",
      title: "Layout",
      type: "string",
      description:
        "How the section shows its form. The e-mail, phone and address shown beside it are the site settings'.",
      options: { list: LEAD_FORM_LAYOUTS.map(({ value, title }) => ({ value, title })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    field({
      name: "form",
      title: "Form",
      type: "reference",
      description:
        "The form the section shows (Forms, in the Studio's list): its fields, button and success message. On a translated page, its translation.",
      to: [{ type: "form" }],
      options: { disableNew: true },
      validation: (rule) => rule.required(),
    }),
    field({
      name: "title",
      title: "Title",
      type: "string",
      description: "The heading above the form (on the contact page, the form's card's); it names the form.",
    }),
    field({
      name: "intro",
      title: "Text",
      type: "text",
      rows: 2,
      description: "A paragraph under the title.",
    }),
    field({
      name: "contactPage",
      title: "Contact page texts",
      type: "object",
      description:
        "The contact details panel, the schedule box and the privacy note of the contact page layout.",
      fields: contactPageFields,
      hidden: ({ parent }) => parent?.layout !== "contact-page",
    }),
  ],
  initialValue: { layout: "contact-section" },
});

export const leadFormFragment = /* groq */ `_type == "leadForm" => {
  layout, title, intro, "form": ${formFragment},
  contactPage{detailsTitle, detailsText, scheduleTitle, scheduleText, scheduleCta${ctaFragment}, privacyNote, privacyLinkText}
}` as const;
