import { OlistIcon } from "@sanity/icons/Olist";
import { defineField, defineType } from "sanity";
import { iconField, languageField } from "../lib/fields";

export const processStep = defineType({
  name: "processStep",
  title: "Process step",
  type: "document",
  icon: OlistIcon,
  fields: [
    languageField(),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading of the step card in the Process section of the home page.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Step number",
      type: "number",
      description: "Large number on the step card (1 shows as 01); steps are sorted by it.",
      validation: (rule) => rule.required(),
    }),
    iconField("Icon next to the step number on the home page."),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Text under the heading of the step card on the home page.",
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: "Step", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", order: "order" },
    prepare: ({ title, order }) => ({ title: `${order ?? "?"}. ${title ?? ""}` }),
  },
});
