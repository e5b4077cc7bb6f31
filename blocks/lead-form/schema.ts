import { EnvelopeIcon } from "@sanity/icons/Envelope";
import type { FieldDefinition } from "sanity";
import { LEAD_SOURCES, type LeadSource } from "../../content/formRules";
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
 * The lead forms a section can show, by the `source` each sends with its lead
 * (blocks/lead-form/submitLead.ts), which tells the backend which form it came from.
 */
const LEAD_FORM_TITLES: Record<LeadSource, string> = {
  "home-banner": "Consultation card: name, e-mail, company and goals",
  "home-contact": "Contact section: a short form beside the contact details",
  "contact-page": "Full contact form, with the contact details and a schedule box",
};

/** The texts of one form, shown in the Studio only while that form is picked. */
const formTexts = (form: LeadSource, name: string, title: string, fields: FieldDefinition[]) =>
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
      options: {
        list: LEAD_SOURCES.map((value) => ({ value, title: LEAD_FORM_TITLES[value] })),
        layout: "radio",
      },
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
