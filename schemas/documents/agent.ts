import { RobotIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { iconField, orderField } from "../lib/fields";
import { isUniqueSlug, usd } from "../lib/validation";

export const agent = defineType({
  name: "agent",
  title: "Agent",
  type: "document",
  icon: RobotIcon,
  groups: [
    { name: "card", title: "Card", default: true },
    { name: "page", title: "Page" },
    { name: "pricing", title: "Pricing" },
    { name: "demo", title: "Demo" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      group: "card",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      group: "card",
      description: "The page address: /agents/<slug>.",
      options: { source: "name", isUnique: isUniqueSlug },
      validation: (rule) => rule.required(),
    }),
    defineField({ ...orderField, group: "card" }),
    defineField({ ...iconField, group: "card" }),
    defineField({
      name: "cardDescription",
      title: "Card description",
      type: "text",
      rows: 3,
      group: "card",
      description: "Short text on agent cards (home page, /agents).",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "bestFor", title: "Best for", type: "string", group: "card" }),
    defineField({
      name: "capabilities",
      title: "Card bullet list",
      type: "array",
      group: "card",
      of: [defineArrayMember({ type: "string" })],
    }),
    defineField({
      name: "heroTagline",
      title: "Hero tagline",
      type: "string",
      group: "page",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "heroText", title: "Hero text", type: "text", rows: 3, group: "page" }),
    defineField({
      name: "stats",
      title: "Hero stats",
      type: "array",
      group: "page",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.length(3),
    }),
    defineField({
      name: "overviewCards",
      title: "Overview cards",
      type: "array",
      group: "page",
      description: "Overview tab, three cards.",
      of: [defineArrayMember({ type: "featureCard" })],
    }),
    defineField({
      name: "capabilityCards",
      title: "Capability cards",
      type: "array",
      group: "page",
      description: "Capabilities tab.",
      of: [defineArrayMember({ type: "capability" })],
    }),
    defineField({
      name: "plans",
      title: "Plans",
      type: "array",
      group: "pricing",
      description: "Three plans, exactly one marked popular.",
      of: [defineArrayMember({ type: "plan" })],
      validation: (rule) =>
        rule
          .length(3)
          .custom<{ popular?: boolean }[]>(
            (plans) =>
              !plans ||
              plans.filter((p) => p.popular).length === 1 ||
              "Exactly one plan must be marked popular",
          ),
    }),
    defineField({
      name: "useCases",
      title: "Use cases",
      type: "array",
      group: "page",
      description: "Use cases tab, four cards.",
      of: [defineArrayMember({ type: "featureCard" })],
    }),
    defineField({ name: "demoForm", title: "Demo form", type: "demoForm", group: "demo" }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "name", p0: "plans.0.price", p1: "plans.1.price", p2: "plans.2.price" },
    prepare: ({ title, p0, p1, p2 }) => {
      const prices = [p0, p1, p2].filter((p): p is number => typeof p === "number");
      return { title, subtitle: prices.length ? `from ${usd(Math.min(...prices))}/month` : "no plans yet" };
    },
  },
});
