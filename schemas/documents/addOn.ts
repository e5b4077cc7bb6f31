import { AddCircleIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { iconField, orderField } from "../lib/fields";
import { usd } from "../lib/validation";

export const addOn = defineType({
  name: "addOn",
  title: "Add-on",
  type: "document",
  icon: AddCircleIcon,
  fields: [
    defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required() }),
    orderField,
    iconField,
    defineField({
      name: "price",
      title: "Price",
      type: "number",
      description: "Whole US dollars.",
      validation: (rule) => rule.required().greaterThan(0),
    }),
    defineField({
      name: "fromPrice",
      title: "Starting price",
      type: "boolean",
      description: 'Shows "From" before the price.',
    }),
    defineField({
      name: "period",
      title: "Period",
      type: "string",
      description: "Empty for a one-time price, or month.",
      validation: (rule) =>
        rule.custom((value?: string) => !value || value === "month" || 'Leave empty or use "month"'),
    }),
    defineField({ name: "description", title: "Description", type: "text", rows: 3 }),
  ],
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "name", price: "price", fromPrice: "fromPrice", period: "period" },
    prepare: ({ title, price, fromPrice, period }) => ({
      title,
      subtitle: `${fromPrice ? "From " : ""}${usd(price)}${period ? `/${period}` : ""}`,
    }),
  },
});
