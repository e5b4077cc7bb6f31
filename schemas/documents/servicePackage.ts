import { PackageIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { orderField } from "../lib/fields";
import { usd } from "../lib/validation";

export const servicePackage = defineType({
  name: "servicePackage",
  title: "Service package",
  type: "document",
  icon: PackageIcon,
  fields: [
    defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required() }),
    orderField,
    defineField({
      name: "price",
      title: "Price",
      type: "number",
      description: "Whole US dollars.",
      validation: (rule) => rule.required().greaterThan(0),
    }),
    defineField({
      name: "priceDetail",
      title: "Price detail",
      type: "string",
      description: "Shown after the price, e.g. one-time or 2-hour session.",
    }),
    defineField({ name: "description", title: "Description", type: "text", rows: 3 }),
    defineField({
      name: "features",
      title: "Features",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
    }),
    defineField({ name: "popular", title: "Popular", type: "boolean", description: "Marked Most Popular." }),
    defineField({ name: "cta", title: "Button", type: "cta" }),
  ],
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "name", price: "price", detail: "priceDetail" },
    prepare: ({ title, price, detail }) => ({
      title,
      subtitle: [usd(price), detail].filter(Boolean).join(" "),
    }),
  },
});
