import { RobotIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { validHref } from "../lib/validation";

const TABS = {
  overview: "Overview",
  capabilities: "Capabilities",
  pricing: "Pricing",
  useCases: "Use Cases",
  demo: "Demo",
};

export const agentsPage = defineType({
  name: "agentsPage",
  title: "AI agents page",
  type: "document",
  icon: RobotIcon,
  description: "The /agents overview and the texts shared by every agent page.",
  groups: [
    { name: "overview", title: "/agents", default: true },
    { name: "agentPages", title: "Agent pages" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      group: "overview",
      initialValue: "AI Agents",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "intro", title: "Intro", type: "text", rows: 3, group: "overview" }),
    defineField({
      name: "fromLabel",
      title: '"From" label',
      type: "string",
      group: "overview",
      description: "Before the lowest plan price on agent cards.",
      initialValue: "From",
    }),
    defineField({ name: "learnMoreLabel", title: "Learn more label", type: "string", group: "overview" }),
    defineField({
      name: "tabLabels",
      title: "Tab labels",
      type: "object",
      group: "agentPages",
      initialValue: TABS,
      fields: Object.entries(TABS).map(([name, title]) => defineField({ name, title, type: "string" })),
    }),
    defineField({
      name: "startTrialCta",
      title: "Start trial button",
      type: "cta",
      group: "agentPages",
      initialValue: { label: "Start Free Trial", href: "/signup" },
    }),
    defineField({
      name: "watchDemoLabel",
      title: "Watch demo label",
      type: "string",
      group: "agentPages",
      description: "The button opens the Demo tab.",
      initialValue: "Watch Demo",
    }),
    defineField({
      name: "popularLabel",
      title: "Popular badge",
      type: "string",
      group: "agentPages",
      initialValue: "Most Popular",
    }),
    defineField({
      name: "popularPlanButton",
      title: "Popular plan button",
      type: "string",
      group: "agentPages",
      initialValue: "Get Started",
    }),
    defineField({
      name: "planButton",
      title: "Other plans button",
      type: "string",
      group: "agentPages",
      initialValue: "Choose Plan",
    }),
    defineField({
      name: "planCtaHref",
      title: "Plan buttons link",
      type: "string",
      group: "agentPages",
      initialValue: "/signup",
      validation: (rule) => rule.custom(validHref),
    }),
    defineField({
      name: "demoNote",
      title: "Demo note",
      type: "text",
      rows: 2,
      group: "agentPages",
      description: "Shown after a demo form is submitted; invites to book a live demo at /contact.",
    }),
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo" }),
  ],
  preview: { prepare: () => ({ title: "AI agents page" }) },
});
