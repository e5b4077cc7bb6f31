import { ListIcon } from "@sanity/icons/List";
import { defineArrayMember, defineField, defineType } from "sanity";

/** A footer column: a heading over a list of links. */
export const menuColumn = defineType({
  name: "menuColumn",
  title: "Column of links",
  type: "object",
  icon: ListIcon,
  fields: [
    defineField({
      name: "title",
      title: "Heading",
      type: "string",
      description: "Heading of the column in the footer.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "links",
      title: "Links",
      type: "array",
      description: "The column's links, in this order.",
      of: [defineArrayMember({ type: "menuLink" })],
    }),
  ],
  preview: {
    select: { title: "title", links: "links" },
    prepare: ({ title, links }) => ({ title, subtitle: `${Array.isArray(links) ? links.length : 0} links` }),
  },
});
