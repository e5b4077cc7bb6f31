import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { defineField, defineType } from "sanity";
import { iconField } from "../lib/fields";

export const featureCard = defineType({
  name: "featureCard",
  title: "Feature card",
  type: "object",
  icon: ThLargeIcon,
  fields: [
    iconField("Icon at the top of the card."),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading of the card.",
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
  preview: { select: { title: "title", subtitle: "icon" } },
});
