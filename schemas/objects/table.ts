import { ThListIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

export const tableRow = defineType({
  name: "tableRow",
  title: "Row",
  type: "object",
  fields: [
    defineField({
      name: "cells",
      title: "Cells",
      type: "array",
      description:
        "The row's cells in the post's table, left to right (in the first row: the column headings).",
      of: [defineArrayMember({ type: "string" })],
    }),
  ],
  preview: {
    select: { cells: "cells" },
    prepare: ({ cells }: { cells?: string[] }) => ({ title: (cells ?? []).join(" | ") }),
  },
});

export const table = defineType({
  name: "table",
  title: "Table",
  type: "object",
  icon: ThListIcon,
  fields: [
    defineField({
      name: "caption",
      title: "Caption",
      type: "string",
      description: "Says what the table shows; above the table in the post and read by screen readers.",
    }),
    defineField({
      name: "rows",
      title: "Rows",
      type: "array",
      description:
        "The table's rows in the post; the first row holds the column headings. A wide table scrolls sideways inside its box on a phone.",
      of: [defineArrayMember({ type: "tableRow" })],
      validation: (rule) => rule.required().min(2),
    }),
  ],
  preview: {
    select: { title: "caption", rows: "rows" },
    prepare: ({ title, rows }: { title?: string; rows?: unknown[] }) => ({
      title: title || "Table",
      subtitle: `${rows?.length ?? 0} rows`,
    }),
  },
});
