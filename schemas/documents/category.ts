import { TagIcon } from "@sanity/icons/Tag";
import { defineField, defineType } from "sanity";
import { TEXT_MAX, isUniqueSlug, validSlug } from "../lib/validation";

export const category = defineType({
  name: "category",
  title: "Category",
  type: "document",
  icon: TagIcon,
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "The category's name on post cards and posts, and the heading of its page.",
      validation: (rule) => rule.required().max(TEXT_MAX.NAME),
    }),
    defineField({
      name: "slug",
      title: "Slug",
      type: "slug",
      description: "The category page's address: /insights/category/<slug>. Must be unique.",
      options: { source: "title", isUnique: isUniqueSlug },
      validation: (rule) => rule.required().custom(validSlug("category")),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Paragraph under the heading of the category's page, and its search result snippet.",
    }),
  ],
  preview: { select: { title: "title", subtitle: "description" } },
});
