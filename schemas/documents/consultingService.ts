import { WrenchIcon } from "@sanity/icons/Wrench";
import { defineArrayMember, defineField, defineType } from "sanity";
import { iconField, orderField, languageField } from "../lib/fields";
import { KEBAB_CASE } from "../../content/addressRules";

export const consultingService = defineType({
  name: "consultingService",
  title: "Consulting service",
  type: "document",
  icon: WrenchIcon,
  fields: [
    languageField(),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading of the service card in the Services section of the home page.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "serviceId",
      title: "Service id",
      type: "string",
      description: "Not shown: a stable kebab-case id, e.g. marketing-automation.",
      validation: (rule) => rule.required().regex(KEBAB_CASE, { name: "kebab-case" }),
    }),
    orderField("the Services section of the home page"),
    iconField("Icon at the top of the service card on the home page."),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Text under the heading of the service card on the home page.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "tools",
      title: "Tools",
      type: "array",
      description: "Small tags at the bottom of the service card on the home page.",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
    }),
  ],
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "serviceId" } },
});
