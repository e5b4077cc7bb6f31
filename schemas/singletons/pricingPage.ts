import { TagIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

export const pricingPage = defineType({
  name: "pricingPage",
  title: "Pricing page",
  type: "document",
  icon: TagIcon,
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "intro", title: "Intro", type: "text", rows: 3 }),
    defineField({ name: "packagesHeading", title: "Service packages heading", type: "sectionHeading" }),
    defineField({
      name: "popularLabel",
      title: "Popular badge",
      type: "string",
      initialValue: "Most Popular",
    }),
    defineField({ name: "addOnsHeading", title: "Add-ons heading", type: "sectionHeading" }),
    defineField({ name: "agentPlansHeading", title: "Agent plans heading", type: "sectionHeading" }),
    defineField({ name: "cta", title: "Button", type: "cta" }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Pricing page" }) },
});
