import { AddCircleIcon } from "@sanity/icons/AddCircle";
import { defineField, defineType } from "sanity";
import { iconField, orderField, languageField } from "../lib/fields";
import { usd } from "../lib/validation";

export const addOn = defineType({
  name: "addOn",
  title: "Add-on",
  type: "document",
  icon: AddCircleIcon,
  fields: [
    languageField(),
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "Heading of the add-on card on /pricing.",
      validation: (rule) => rule.required(),
    }),
    orderField("the add-ons on /pricing"),
    iconField("Icon at the top of the add-on card on /pricing."),
    defineField({
      name: "price",
      title: "Price",
      type: "number",
      description: "Large price on the add-on card, in whole US dollars.",
      validation: (rule) => rule.required().greaterThan(0),
    }),
    defineField({
      name: "fromPrice",
      title: "Starting price",
      type: "boolean",
      description: 'Shows "From" (the label set on the AI agents page) before the price on the add-on card.',
    }),
    defineField({
      name: "period",
      title: "Period",
      type: "string",
      description: 'After the price on the add-on card: "month" shows "/month"; empty for a one-time price.',
      validation: (rule) =>
        rule.custom((value?: string) => !value || value === "month" || 'Leave empty or use "month"'),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Text under the price on the add-on card.",
    }),
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
