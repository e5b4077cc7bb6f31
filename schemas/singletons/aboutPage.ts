import { InfoOutlineIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

const statement = (card: string) => [
  defineField({ name: "title", title: "Title", type: "string", description: `Heading of the ${card} card.` }),
  defineField({
    name: "text",
    title: "Text",
    type: "text",
    rows: 4,
    description: `Text of the ${card} card.`,
  }),
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
      description: "Large heading of the /about-us banner, and the breadcrumb.",
      initialValue: "About Us",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "intro",
      title: "Intro",
      type: "text",
      rows: 3,
      description: "Paragraph under the heading of the /about-us banner.",
    }),
    defineField({
      name: "mission",
      title: "Mission",
      type: "object",
      description: "First card below the /about-us banner.",
      fields: statement("mission"),
    }),
    defineField({
      name: "vision",
      title: "Vision",
      type: "object",
      description: "Card next to the mission card on /about-us.",
      fields: statement("vision"),
    }),
    defineField({
      name: "valuesHeading",
      title: "Values heading",
      type: "sectionHeading",
      description: "Heading above the value cards on /about-us.",
    }),
    defineField({
      name: "values",
      title: "Values",
      type: "array",
      description: "Value cards on /about-us (four).",
      of: [defineArrayMember({ type: "featureCard" })],
    }),
    defineField({
      name: "expertiseHeading",
      title: "Expertise heading",
      type: "sectionHeading",
      description: "Heading above the expertise cards on /about-us.",
    }),
    defineField({
      name: "expertise",
      title: "Expertise areas",
      type: "array",
      description: "Expertise cards on /about-us (six).",
      of: [defineArrayMember({ type: "expertiseArea" })],
    }),
    defineField({
      name: "cta",
      title: "Button",
      type: "cta",
      description: "Button at the bottom of /about-us.",
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      description: "Browser tab title and search result snippet of /about-us.",
    }),
  ],
  preview: { prepare: () => ({ title: "About page" }) },
});
