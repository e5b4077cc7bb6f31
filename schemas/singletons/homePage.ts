import { HomeIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { labelField } from "../lib/fields";
import { bannerFormFields, contactSectionFields } from "../lib/leadForms";

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
      description: "The dark banner at the top of the home page.",
      fields: [
        defineField({
          name: "eyebrow",
          title: "Eyebrow",
          type: "string",
          description: "Small text above the home page headline.",
        }),
        defineField({
          name: "headline",
          title: "Headline",
          type: "string",
          description:
            "Large headline of the home page hero; also the browser tab title when the SEO title is empty.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "text",
          title: "Text",
          type: "text",
          rows: 3,
          description: "Paragraph under the home page headline.",
        }),
        defineField({
          name: "primaryCta",
          title: "Primary button",
          type: "cta",
          description: "First (filled) button in the home page hero.",
        }),
        defineField({
          name: "secondaryCta",
          title: "Secondary button",
          type: "cta",
          description: "Second (outlined) button in the home page hero.",
        }),
      ],
    }),
    defineField({
      name: "bannerForm",
      title: "Consultation banner form",
      type: "object",
      description: "The consultation request card just below the home page hero.",
      fields: bannerFormFields,
    }),
    defineField({
      name: "servicesSection",
      title: "Services section",
      type: "sectionHeading",
      description: "Heading above the consulting service cards on the home page.",
    }),
    defineField({
      name: "agentsSection",
      title: "AI agents section",
      type: "sectionHeading",
      description: "Heading above the agent cards on the home page.",
    }),
    defineField({
      name: "processSection",
      title: "Process section",
      type: "sectionHeading",
      description: "Heading above the process steps on the home page.",
    }),
    defineField({
      name: "caseStudiesSection",
      title: "Case studies section",
      type: "sectionHeading",
      description: "Heading above the case study cards on the home page.",
    }),
    defineField({
      name: "caseStudyLabels",
      title: "Case study labels",
      type: "object",
      description: "Small headings inside every case study card on the home page.",
      fields: [
        labelField("challenge", "Challenge", "Small heading above a case study's challenge.", "Challenge"),
        labelField("solution", "Solution", "Small heading above a case study's solution.", "Solution"),
        labelField("results", "Results", "Small heading above a case study's list of results.", "Results"),
      ],
    }),
    defineField({
      name: "contactSection",
      title: "Contact section",
      type: "object",
      description: "The contact section at the bottom of the home page.",
      fields: contactSectionFields,
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      description: "Browser tab title and search result snippet of the home page.",
    }),
  ],
  preview: { prepare: () => ({ title: "Home page" }) },
});
