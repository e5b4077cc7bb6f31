import { HomeIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

const labels = (names: string[]) => names.map((name) => defineField({ name, type: "string" }));

export const homePage = defineType({
  name: "homePage",
  title: "Home page",
  type: "document",
  icon: HomeIcon,
  fields: [
    defineField({
      name: "hero",
      title: "Hero",
      type: "object",
      fields: [
        defineField({ name: "eyebrow", title: "Eyebrow", type: "string" }),
        defineField({
          name: "headline",
          title: "Headline",
          type: "string",
          validation: (rule) => rule.required(),
        }),
        defineField({ name: "text", title: "Text", type: "text", rows: 3 }),
        defineField({ name: "primaryCta", title: "Primary button", type: "cta" }),
        defineField({ name: "secondaryCta", title: "Secondary button", type: "cta" }),
      ],
    }),
    defineField({
      name: "bannerForm",
      title: "Consultation banner form",
      type: "object",
      fields: [
        defineField({ name: "title", type: "string" }),
        defineField({ name: "text", type: "text", rows: 2 }),
        ...labels(["nameLabel", "emailLabel", "companyLabel", "goalsLabel", "submitLabel"]),
        defineField({ name: "successMessage", type: "text", rows: 2 }),
      ],
    }),
    defineField({ name: "servicesSection", title: "Services section", type: "sectionHeading" }),
    defineField({ name: "agentsSection", title: "AI agents section", type: "sectionHeading" }),
    defineField({ name: "processSection", title: "Process section", type: "sectionHeading" }),
    defineField({ name: "caseStudiesSection", title: "Case studies section", type: "sectionHeading" }),
    defineField({
      name: "contactSection",
      title: "Contact section",
      type: "object",
      fields: [
        defineField({ name: "title", type: "string" }),
        defineField({ name: "intro", type: "text", rows: 2 }),
        ...labels(["nameLabel", "emailLabel", "projectLabel", "submitLabel"]),
        defineField({ name: "successMessage", type: "text", rows: 2 }),
      ],
    }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
