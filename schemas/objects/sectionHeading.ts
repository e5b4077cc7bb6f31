import { TextIcon } from "@sanity/icons/Text";
import { defineField, defineType } from "sanity";

export const sectionHeading = defineType({
  name: "sectionHeading",
  title: "Section heading",
  type: "object",
  icon: TextIcon,
  fields: [
    defineField({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "Small text above the section title.",
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading of the section.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "intro",
      title: "Intro",
      type: "text",
      rows: 3,
      description: "Paragraph under the section title.",
    }),
  ],
});
