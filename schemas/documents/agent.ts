import { RobotIcon } from "@sanity/icons/Robot";
import { defineArrayMember, defineField, defineType } from "sanity";
import { iconField, orderField, languageField } from "../lib/fields";
import { TEXT_MAX, isUniqueSlug, usd, validSlug } from "../lib/validation";

// Groups follow the agent page from top to bottom; "Card" holds what the agent cards show.
export const agent = defineType({
  name: "agent",
  title: "Agent",
  type: "document",
  icon: RobotIcon,
  groups: [
    { name: "card", title: "Card", default: true },
    { name: "hero", title: "Hero" },
    { name: "overview", title: "Overview" },
    { name: "capabilities", title: "Capabilities" },
    { name: "pricing", title: "Pricing" },
    { name: "useCases", title: "Use cases" },
    { name: "demo", title: "Demo" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    languageField(),
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      group: "card",
      description:
        "Shown on the agent cards, in the navbar's AI Agents menu, the footer, on /pricing and on the agent page.",
      validation: (rule) => rule.required().max(TEXT_MAX.NAME),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      group: "card",
      description: "The agent page's address: /agents/<slug>. Must be unique.",
      options: { source: "name", isUnique: isUniqueSlug },
      validation: (rule) => rule.required().custom(validSlug("agent")),
    }),
    defineField({
      ...orderField("the agent cards, the navbar menu, the footer and /pricing"),
      group: "card",
    }),
    defineField({
      ...iconField("Shown on the agent cards, on /pricing and next to the name on the agent page."),
      group: "card",
    }),
    defineField({
      name: "cardDescription",
      title: "Card description",
      type: "text",
      rows: 3,
      group: "card",
      description: "Shown on the agent cards on the home page and /agents, under the name.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "bestFor",
      title: "Best for",
      type: "string",
      group: "card",
      description: 'The "Best for:" line on the agent cards on the home page and /agents.',
    }),
    defineField({
      name: "capabilities",
      title: "Card bullet list",
      type: "array",
      group: "card",
      description: "Check-marked list on the agent cards on the home page and /agents.",
      of: [defineArrayMember({ type: "string" })],
    }),
    defineField({
      name: "heroTagline",
      title: "Hero tagline",
      type: "string",
      group: "hero",
      description: "Large headline of the agent page hero.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "heroText",
      title: "Hero text",
      type: "text",
      rows: 3,
      group: "hero",
      description: "Paragraph under the headline of the agent page hero.",
    }),
    defineField({
      name: "stats",
      title: "Hero stats",
      type: "array",
      group: "hero",
      description: "The three figures at the bottom of the agent page hero.",
      of: [defineArrayMember({ type: "stat" })],
      validation: (rule) => rule.length(3),
    }),
    defineField({
      name: "overviewCards",
      title: "Overview cards",
      type: "array",
      group: "overview",
      description: "Cards in the Overview tab of the agent page (three).",
      of: [defineArrayMember({ type: "featureCard" })],
    }),
    defineField({
      name: "capabilityCards",
      title: "Capability cards",
      type: "array",
      group: "capabilities",
      description: "Cards in the Capabilities tab of the agent page.",
      of: [defineArrayMember({ type: "capability" })],
    }),
    defineField({
      name: "plans",
      title: "Plans",
      type: "array",
      group: "pricing",
      description:
        "Plan cards in the Pricing tab of the agent page and under the agent on /pricing. Three plans, exactly one marked popular.",
      of: [defineArrayMember({ type: "plan" })],
      validation: (rule) =>
        rule
          .required()
          .length(3)
          .custom<{ popular?: boolean; planId?: string }[]>((plans) => {
            if (!plans?.length) return true;
            const popular = plans.filter((p) => p.popular).length;
            if (popular !== 1) return `Exactly one plan must be marked popular (now ${popular})`;
            const ids = plans.map((p) => p.planId).filter(Boolean);
            const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
            return !repeated.length || `Each plan needs its own plan id (${repeated.join(", ")} is repeated)`;
          }),
    }),
    defineField({
      name: "useCases",
      title: "Use cases",
      type: "array",
      group: "useCases",
      description: "Cards in the Use Cases tab of the agent page (four).",
      of: [defineArrayMember({ type: "featureCard" })],
    }),
    defineField({
      name: "demoForm",
      title: "Demo form",
      type: "demoForm",
      group: "demo",
      description: "The form in the Demo tab of the agent page; the Watch Demo button opens it.",
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
      description: "Browser tab title and search result snippet of the agent page.",
    }),
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
