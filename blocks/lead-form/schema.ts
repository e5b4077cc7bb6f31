import { EnvelopeIcon } from "@sanity/icons/Envelope";
import type { FieldDefinition } from "sanity";
import { field } from "../../schemas/lib/define";
import {
  bannerFormFields,
  contactDetailsFields,
  contactFormFields,
  contactScheduleFields,
  contactSectionFields,
} from "../../schemas/lib/leadForms";
import { defineBlock } from "../defineBlock";

/**
 * The lead forms a section can show. Each value is also the `source` the form sends with the
 * lead (blocks/lead-form/submitLead.ts), which tells the backend which form it came from.
 */
export const leadForms = [
  { value: "home-banner", title: "Consultation card: name, e-mail, company and goals" },
  { value: "home-contact", title: "Contact section: a short form beside the contact details" },
  { value: "contact-page", title: "Full contact form, with the contact details and a schedule box" },
] as const;

type LeadFormValue = (typeof leadForms)[number]["value"];

/** The texts of one form, shown in the Studio only while that form is picked. */
const formTexts = (form: LeadFormValue, name: string, title: string, fields: FieldDefinition[]) =>
  field({
    name,
    title,
    type: "object",
    description: `The texts of the ${title.toLowerCase()}, used when the section shows it.`,
    fields,
    hidden: ({ parent }) => parent?.form !== form,
  });

export const leadFormBlock = defineBlock({
  name: "leadForm",
  title: "Lead form",
  icon: EnvelopeIcon,
  previewField: "form",
  fields: [
    field({
      name: "form",
      title: "Form",
      type: "string",
      description:
        "Which form the section shows; its texts are below. The e-mail, phone and address shown beside two of them are the site settings'.",
      options: { list: leadForms.map(({ value, title }) => ({ value, title })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    formTexts("home-banner", "bannerForm", "Consultation card", bannerFormFields),
    formTexts("home-contact", "contactSection", "Contact section", contactSectionFields),
    formTexts("contact-page", "contactForm", "Full contact form", [
      ...contactDetailsFields,
      ...contactFormFields,
      ...contactScheduleFields,
    ]),
  ],
  initialValue: { form: "home-contact" },
});
