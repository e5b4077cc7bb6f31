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
