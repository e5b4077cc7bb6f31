import { CreditCardIcon } from "@sanity/icons/CreditCard";
import { defineArrayMember, defineField, defineType } from "sanity";
import { usd } from "../lib/validation";
import { KEBAB_CASE } from "../../content/addressRules";
import { quotaSummary } from "./quota";

export const plan = defineType({
  name: "plan",
  title: "Plan",
  type: "object",
  icon: CreditCardIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "Heading of the plan card (e.g. Starter).",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "planId",
      title: "Plan id",
      type: "string",
      description:
        "The plan's id for trials, sign-up and billing: lower-case words joined by hyphens (starter, professional, enterprise). The same in every language: the backend knows the plan by it.",
      // openapi.yaml's Plan.
      validation: (rule) =>
        rule
          .required()
          .custom<string>(
            (id) =>
              !id ||
              KEBAB_CASE.test(id) ||
              "Lower-case letters and digits, words joined by hyphens (starter)",
          ),
    }),
    defineField({
      name: "price",
      title: "Price",
      type: "number",
      description:
        'Large price on the plan card, in whole US dollars per period. The agent\'s lowest plan price is its "From" price on the agent cards.',
      validation: (rule) => rule.required().greaterThan(0),
    }),
    defineField({
      name: "period",
      title: "Period",
      type: "string",
      description: 'Small text after the price: "month" shows "/month".',
      initialValue: "month",
    }),
    defineField({
      name: "features",
      title: "Features",
      type: "array",
      description: "Check-marked list on the plan card.",
      of: [defineArrayMember({ type: "string" })],
    }),
    defineField({
      name: "quota",
      title: "Quota",
      type: "quota",
      description:
        'What the plan includes, as a number the client area can count: each customer sees their use against it. Say the same as the features ("50 pieces/month" is a limit of 50 pieces, counted per billing period).',
      validation: (rule) =>
        rule.custom<object>((quota, context) => {
          if (quota) return true;
          const { name, planId } = (context.parent ?? {}) as { name?: string; planId?: string };
          const plan = name ? `The plan "${name}"${planId ? ` (${planId})` : ""}` : "The plan";
          return `${plan} has no quota: set a limit and what it counts, or turn on No limit`;
        }),
    }),
    defineField({
      name: "popular",
      title: "Popular",
      type: "boolean",
      description:
        "Raises the card, adds the Most Popular badge and the main button. Exactly one plan per agent.",
    }),
  ],
  preview: {
    select: {
      title: "name",
      price: "price",
      period: "period",
      popular: "popular",
      unlimited: "quota.unlimited",
      limit: "quota.limit",
      unit: "quota.unit",
      perPeriod: "quota.perPeriod",
    },
    prepare: ({ title, price, period, popular, unlimited, limit, unit, perPeriod }) => ({
      title,
      subtitle: `${usd(price)}/${period || "month"} · ${quotaSummary({ unlimited, limit, unit, perPeriod }, period)}${popular ? " · ★ popular" : ""}`,
    }),
  },
});
