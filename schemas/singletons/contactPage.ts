import { EnvelopeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

const options = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "array",
    description: "The value of each option is what the form sends.",
    of: [defineArrayMember({ type: "option" })],
  });

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
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "heroText", title: "Hero text", type: "text", rows: 3, group: "content" }),
    defineField({
      name: "highlights",
      title: "Highlights",
      type: "array",
      group: "content",
      description: "Figures in the hero (24 hours, 30 minutes, 98%).",
      of: [defineArrayMember({ type: "stat" })],
    }),
    defineField({ name: "detailsTitle", title: "Contact details title", type: "string", group: "content" }),
    defineField({
      name: "detailsText",
      title: "Contact details text",
      type: "text",
      rows: 3,
      group: "content",
    }),
    defineField({ name: "formTitle", title: "Form title", type: "string", group: "form" }),
    { ...options("serviceOptions", "Service options"), group: "form" },
    { ...options("budgetOptions", "Budget options"), group: "form" },
    { ...options("timelineOptions", "Timeline options"), group: "form" },
    defineField({ name: "submitLabel", title: "Submit button label", type: "string", group: "form" }),
    defineField({
      name: "submittingLabel",
      title: "Submitting label",
      type: "string",
      group: "form",
      description: "Button text while the message is being sent.",
    }),
    defineField({ name: "successMessage", title: "Success message", type: "text", rows: 2, group: "form" }),
    defineField({
      name: "privacyNote",
      title: "Privacy note",
      type: "string",
      group: "form",
      description: "Short note under the form; the page links it to the privacy policy.",
    }),
    defineField({ name: "scheduleTitle", title: "Schedule title", type: "string", group: "content" }),
    defineField({ name: "scheduleText", title: "Schedule text", type: "text", rows: 2, group: "content" }),
    defineField({ name: "scheduleCta", title: "Schedule button", type: "cta", group: "content" }),
    defineField({
      name: "whyChooseUsHeading",
      title: "Why choose us heading",
      type: "sectionHeading",
      group: "content",
    }),
    defineField({
      name: "whyChooseUs",
      title: "Why choose us",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "featureCard" })],
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Contact page" }) },
});
