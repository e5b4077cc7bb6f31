import { CreditCardIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { usd } from "../lib/validation";

export const plan = defineType({
  name: "plan",
  title: "Plan",
  type: "object",
  icon: CreditCardIcon,
  fields: [
    defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "price",
      title: "Price",
      type: "number",
      description: "Whole US dollars per period.",
      validation: (rule) => rule.required().greaterThan(0),
    }),
    defineField({ name: "period", title: "Period", type: "string", initialValue: "month" }),
    defineField({
      name: "features",
      title: "Features",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
    }),
    defineField({
      name: "popular",
      title: "Popular",
      type: "boolean",
      description: "Highlighted as the most popular plan. Exactly one plan per agent.",
    }),
  ],
  preview: {
    select: { title: "name", price: "price", period: "period", popular: "popular" },
    prepare: ({ title, price, period, popular }) => ({
      title,
      subtitle: `${usd(price)}/${period || "month"}${popular ? " · ★ popular" : ""}`,
    }),
  },
});
