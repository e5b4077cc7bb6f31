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
      initialValue: "Quick Stats",
    }),
    defineField({
      name: "quickStats",
      title: "Quick stats",
      type: "array",
      of: [defineArrayMember({ type: "stat" })],
    }),
  ],
  preview: { prepare: () => ({ title: "Dashboard" }) },
});
