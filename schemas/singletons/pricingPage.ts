import { TagIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

export const pricingPage = defineType({
  name: "pricingPage",
  title: "Pricing page",
  type: "document",
  icon: TagIcon,
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Large heading of the /pricing banner, and the breadcrumb.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "intro",
      title: "Intro",
      type: "text",
      rows: 3,
      description: "Paragraph under the heading of the /pricing banner.",
    }),
    defineField({
      name: "packagesHeading",
      title: "Service packages heading",
      type: "sectionHeading",
      description: "Heading above the service package cards on /pricing.",
    }),
    defineField({
      name: "popularLabel",
      title: "Popular badge",
      type: "string",
      description: "Badge on the popular service package card.",
      initialValue: "Most Popular",
    }),
    defineField({
      name: "addOnsHeading",
      title: "Add-ons heading",
      type: "sectionHeading",
      description: "Heading above the add-on cards on /pricing.",
    }),
    defineField({
      name: "agentPlansHeading",
      title: "Agent plans heading",
      type: "sectionHeading",
      description: "Heading above every agent's plans on /pricing.",
    }),
    defineField({
      name: "cta",
      title: "Button",
      type: "cta",
      description: "Button at the bottom of /pricing.",
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      description: "Browser tab title and search result snippet of /pricing.",
    }),
  ],
  preview: { prepare: () => ({ title: "Pricing page" }) },
});
