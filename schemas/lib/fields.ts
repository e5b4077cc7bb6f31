import { defineField } from "sanity";

export const iconField = defineField({
  name: "icon",
  title: "Icon",
  type: "string",
  description: "A Lucide icon name in kebab-case (e.g. bot, pen-tool, bar-chart-3), see lucide.dev.",
});

export const orderField = defineField({
  name: "order",
  title: "Order",
  type: "number",
  description: "Lists are sorted by this number, ascending.",
});
