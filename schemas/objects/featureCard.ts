import { ThLargeIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { iconField } from "../lib/fields";

export const featureCard = defineType({
  name: "featureCard",
  title: "Feature card",
  type: "object",
  icon: ThLargeIcon,
  fields: [
    iconField,
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "description", title: "Description", type: "text", rows: 3 }),
  ],
  preview: { select: { title: "title", subtitle: "icon" } },
});
