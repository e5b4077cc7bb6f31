import { BarChartIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

export const stat = defineType({
  name: "stat",
  title: "Stat",
  type: "object",
  icon: BarChartIcon,
  fields: [
    defineField({
      name: "value",
      title: "Value",
      type: "string",
      description: "Shown large, as written (e.g. <30s, 1,247, 24/7).",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "value", subtitle: "label" } },
});
