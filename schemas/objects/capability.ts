import { BoltIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { iconField } from "../lib/fields";

export const capability = defineType({
  name: "capability",
  title: "Capability",
  type: "object",
  icon: BoltIcon,
  fields: [
    iconField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "description", title: "Description", type: "text", rows: 3 }),
    defineField({
      name: "features",
      title: "Features",
      type: "array",
      description: "Bullet points on the card.",
      of: [defineArrayMember({ type: "string" })],
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
