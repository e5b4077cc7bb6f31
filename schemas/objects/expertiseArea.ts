import { StarIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { iconField } from "../lib/fields";

export const expertiseArea = defineType({
  name: "expertiseArea",
  title: "Expertise area",
  type: "object",
  icon: StarIcon,
  fields: [
    iconField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "years",
      title: "Years of experience",
      type: "string",
      description: "Shown as written, e.g. 5+.",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "description", title: "Description", type: "text", rows: 3 }),
  ],
  preview: { select: { title: "title", subtitle: "years" } },
});
