import { InfoOutlineIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

const titleAndText = [
  defineField({ name: "title", title: "Title", type: "string" }),
  defineField({ name: "text", title: "Text", type: "text", rows: 4 }),
];

export const aboutPage = defineType({
  name: "aboutPage",
  title: "About page",
  type: "document",
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      initialValue: "About Us",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "intro", title: "Intro", type: "text", rows: 3 }),
    defineField({ name: "mission", title: "Mission", type: "object", fields: titleAndText }),
    defineField({ name: "vision", title: "Vision", type: "object", fields: titleAndText }),
    defineField({ name: "valuesHeading", title: "Values heading", type: "sectionHeading" }),
    defineField({
      name: "values",
      title: "Values",
      type: "array",
      of: [defineArrayMember({ type: "featureCard" })],
    }),
    defineField({ name: "expertiseHeading", title: "Expertise heading", type: "sectionHeading" }),
    defineField({
      name: "expertise",
      title: "Expertise areas",
      type: "array",
      of: [defineArrayMember({ type: "expertiseArea" })],
    }),
    defineField({ name: "cta", title: "Button", type: "cta" }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: { prepare: () => ({ title: "About page" }) },
});
