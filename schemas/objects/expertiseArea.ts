import { StarIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { iconField } from "../lib/fields";

export const expertiseArea = defineType({
  name: "expertiseArea",
  title: "Expertise area",
  type: "object",
  icon: StarIcon,
  fields: [
    iconField("Icon at the top left of the expertise card."),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading of the expertise card.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "years",
      title: "Years of experience",
      type: "string",
      description: 'Top right of the card as "<years> years"; write it as it should read, e.g. 5+.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Text under the card heading.",
    }),
  ],
  preview: { select: { title: "title", subtitle: "years" } },
});
