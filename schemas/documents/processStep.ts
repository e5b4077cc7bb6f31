import { OlistIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { iconField } from "../lib/fields";

export const processStep = defineType({
  name: "processStep",
  title: "Process step",
  type: "document",
  icon: OlistIcon,
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "order",
      title: "Step number",
      type: "number",
      description: "Shown as the step number; steps are sorted by it.",
      validation: (rule) => rule.required(),
    }),
    iconField,
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: "Step", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", order: "order" },
    prepare: ({ title, order }) => ({ title: `${order ?? "?"}. ${title ?? ""}` }),
  },
});
