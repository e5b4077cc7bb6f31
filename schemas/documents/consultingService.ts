import { WrenchIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { iconField, orderField } from "../lib/fields";

export const consultingService = defineType({
  name: "consultingService",
  title: "Consulting service",
  type: "document",
  icon: WrenchIcon,
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "serviceId",
      title: "Service id",
      type: "string",
      description: "Stable kebab-case id, e.g. marketing-automation.",
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: "kebab-case" }),
    }),
    orderField,
    iconField,
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "tools",
      title: "Tools",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
    }),
  ],
  orderings: [{ title: "Order", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "serviceId" } },
});
