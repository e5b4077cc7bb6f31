import { RobotIcon } from "@sanity/icons/Robot";
import { defineField, defineType } from "sanity";

/** A footer column that lists every agent page, in the agents' order. */
export const agentsColumn = defineType({
  name: "agentsColumn",
  title: "Column of agent pages",
  type: "object",
  icon: RobotIcon,
  fields: [
    defineField({
      name: "title",
      title: "Heading",
      type: "string",
      description: "Heading of the footer column that links to every agent page.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title, subtitle: "Every agent page" }) },
});
