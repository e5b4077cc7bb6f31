import { PackageIcon } from "@sanity/icons/Package";
import { defineArrayMember, defineField, defineType } from "sanity";
import { orderField, languageField } from "../lib/fields";
import { usd } from "../lib/validation";

export const servicePackage = defineType({
  name: "servicePackage",
  title: "Service package",
  type: "document",
  icon: PackageIcon,
  fields: [
    languageField(),
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "Heading of the package card on /pricing.",
      validation: (rule) => rule.required(),
    }),
    orderField("the service packages on /pricing"),
    defineField({
      name: "price",
      title: "Price",
      type: "number",
      description: "Large price on the package card, in whole US dollars.",
      validation: (rule) => rule.required().greaterThan(0),
    }),
    defineField({
      name: "priceDetail",
      title: "Price detail",
      type: "string",
      description: "Small text after the price on the package card, e.g. one-time or 2-hour session.",
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Text under the price on the package card.",
    }),
    defineField({
      name: "features",
      title: "Features",
      type: "array",
      description: "Check-marked list on the package card.",
      of: [defineArrayMember({ type: "string" })],
    }),
    defineField({
      name: "popular",
      title: "Popular",
      type: "boolean",
      description: "Raises the package card and adds the popular badge set on the pricing page.",
    }),
    defineField({
      name: "cta",
      title: "Button",
      type: "cta",
      description: "Button at the bottom of the package card.",
    }),
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
