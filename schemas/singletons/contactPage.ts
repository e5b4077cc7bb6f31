import { EnvelopeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType, type FieldDefinition } from "sanity";
import { contactDetailsFields, contactFormFields, contactScheduleFields } from "../lib/leadForms";

/** Shared fields (../lib/leadForms.ts) in one of the page's groups. */
const inGroup = (group: string, fields: FieldDefinition[]) => fields.map((field) => ({ ...field, group }));

export const contactPage = defineType({
  name: "contactPage",
  title: "Contact page",
  type: "document",
  icon: EnvelopeIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "form", title: "Form" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "content",
      description: "Large heading of the /contact banner, and the breadcrumb.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "heroText",
      title: "Hero text",
      type: "text",
      rows: 3,
      group: "content",
      description: "Paragraph under the heading of the /contact banner.",
    }),
    defineField({
      name: "highlights",
      title: "Highlights",
      type: "array",
      group: "content",
      description: "Figures in the /contact banner (24 hours, 30 minutes, 98%).",
      of: [defineArrayMember({ type: "stat" })],
    }),
    ...inGroup("content", contactDetailsFields),
    ...inGroup("form", contactFormFields),
    ...inGroup("content", contactScheduleFields),
    defineField({
      name: "whyChooseUsHeading",
      title: "Why choose us heading",
      type: "sectionHeading",
      group: "content",
      description: "Heading of the section at the bottom of /contact.",
    }),
    defineField({
      name: "whyChooseUs",
      title: "Why choose us",
      type: "array",
      group: "content",
      description: "Cards in the section at the bottom of /contact.",
      of: [defineArrayMember({ type: "featureCard" })],
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
      description: "Browser tab title and search result snippet of /contact.",
    }),
  ],
  preview: { prepare: () => ({ title: "Contact page" }) },
});
