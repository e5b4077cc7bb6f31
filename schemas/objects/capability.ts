import { BoltIcon } from "@sanity/icons/Bolt";
import { defineArrayMember, defineField, defineType } from "sanity";
import { iconField } from "../lib/fields";

export const capability = defineType({
  name: "capability",
  title: "Capability",
  type: "object",
  icon: BoltIcon,
  fields: [
    iconField("Icon at the top of the capability card."),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading of the capability card.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Text under the card heading.",
    }),
    defineField({
      name: "features",
      title: "Features",
      type: "array",
      description: "Bullet points at the bottom of the card.",
      of: [defineArrayMember({ type: "string" })],
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
