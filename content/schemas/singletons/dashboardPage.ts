import { DashboardIcon } from "@sanity/icons/Dashboard";
import { defineArrayMember, defineField, defineType } from "sanity";
import { labelField } from "../lib/fields";

export const dashboardPage = defineType({
  name: "dashboardPage",
  title: "Dashboard",
  type: "document",
  icon: DashboardIcon,
  fields: [
    defineField({
      name: "pageTitle",
      title: "Browser tab title",
      type: "string",
      description: "Browser tab title of /dashboard, before the site name.",
      initialValue: "Dashboard",
    }),
    labelField(
      "greeting",
      "Greeting",
      "Start of the dashboard's heading, before the customer's name or e-mail (\"Welcome, Ada\").",
      "Welcome,",
    ),
    defineField({
      name: "agentsCard",
      title: "AI agents card",
      type: "object",
      description: "First card of the dashboard, linking to /agents.",
      fields: [
        labelField("title", "Title", "Heading of the AI agents card.", "AI Agents"),
        defineField({
          name: "description",
          title: "Description",
          type: "string",
          description: "Text under the AI agents card's heading.",
          initialValue: "Browse the agents and choose the ones that fit your business.",
        }),
        labelField("linkLabel", "Link", "Button of the AI agents card, to /agents.", "View Agents"),
      ],
    }),
    defineField({
      name: "analyticsCard",
      title: "Analytics card",
      type: "object",
      description: "Second card of the dashboard; its button is disabled for now.",
      fields: [
        labelField("title", "Title", "Heading of the analytics card.", "Analytics"),
        defineField({
          name: "description",
          title: "Description",
          type: "string",
          description: "Text under the analytics card's heading.",
          initialValue: "See how your agents perform.",
        }),
        labelField("buttonLabel", "Button", "The analytics card's disabled button.", "View Analytics"),
        labelField("note", "Note", "Small text under the disabled button.", "Coming soon", {
          optional: true,
        }),
      ],
    }),
    defineField({
      name: "settingsCard",
      title: "Account settings card",
      type: "object",
      description: "Third card of the dashboard: the form that changes the customer's display name.",
      fields: [
        labelField("title", "Title", "Heading of the account settings card.", "Account Settings"),
        defineField({
          name: "description",
          title: "Description",
          type: "string",
          description: "Text under the account settings card's heading.",
          initialValue: "Update the name shown on your account.",
        }),
        labelField("editLabel", "Edit button", "Button that opens the display-name form.", "Edit Profile"),
        labelField("nameLabel", "Name label", "Label of the display-name field.", "Display name"),
        labelField("saveLabel", "Save button", "The display-name form's button.", "Save"),
        labelField(
          "savingLabel",
          "Save button while busy",
          "The display-name form's button while the name is being saved.",
          "Saving...",
        ),
      ],
    }),
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
