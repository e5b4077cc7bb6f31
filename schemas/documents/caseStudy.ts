import { CaseIcon } from "@sanity/icons/Case";
import { defineArrayMember, defineField, defineType } from "sanity";
import { orderField, languageField } from "../lib/fields";

export const caseStudy = defineType({
  name: "caseStudy",
  title: "Case study",
  type: "document",
  icon: CaseIcon,
  fields: [
    languageField(),
    defineField({
      name: "company",
      title: "Company",
      type: "string",
      description: "Heading of the case study card in the Case Studies section of the home page.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "industry",
      title: "Industry",
      type: "string",
      description: "Small text above the company name on the case study card.",
      validation: (rule) => rule.required(),
    }),
    orderField("the Case Studies section of the home page"),
    defineField({
      name: "challenge",
      title: "Challenge",
      type: "text",
      rows: 3,
      description: 'Text under "Challenge" on the case study card.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "solution",
      title: "Solution",
      type: "text",
      rows: 3,
      description: 'Text under "Solution" on the case study card.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "keyResult",
      title: "Key result",
      type: "stat",
      description:
        'The large figure under the company name on the case study card, with its label under it ("300%" / "more organic traffic in 6 months"). Without it, the card shows its results list only.',
    }),
    defineField({
      name: "results",
      title: "Results",
      type: "array",
      description: 'List under "Results" on the case study card (the key result is shown above, large).',
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "company", subtitle: "industry" } },
});
