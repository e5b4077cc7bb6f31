import { DashboardIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

export const dashboardPage = defineType({
  name: "dashboardPage",
  title: "Dashboard",
  type: "document",
  icon: DashboardIcon,
  fields: [
    defineField({
      name: "quickStatsTitle",
      title: "Quick stats title",
      type: "string",
      description: "Heading of the figures row at the bottom of the signed-in dashboard.",
      initialValue: "Quick Stats",
    }),
    defineField({
      name: "quickStats",
      title: "Quick stats",
      type: "array",
      description: "Figures at the bottom of the signed-in dashboard (the same for every customer).",
      of: [defineArrayMember({ type: "stat" })],
    }),
  ],
  preview: { prepare: () => ({ title: "Dashboard" }) },
});
