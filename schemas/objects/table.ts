import { ThListIcon } from "@sanity/icons/ThList";
import { defineArrayMember, defineField, defineType } from "sanity";

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
