import { RobotIcon } from "@sanity/icons/Robot";
import { defineType } from "sanity";
import { labelField } from "../lib/fields";

/** The AI Agents dropdown's place in the navbar menu: its links are the agent documents. */
export const agentsMenu = defineType({
  name: "agentsMenu",
  title: "AI Agents dropdown",
  type: "object",
  icon: RobotIcon,
  fields: [
    labelField(
      "label",
      "Button",
      "The navbar button that opens the list of agent pages (in the mobile menu the list is open under the All agents link).",
      "AI Agents",
    ),
    labelField(
      "allAgentsLabel",
      "All agents link",
      "First link of the dropdown and of the mobile menu's agent list, to /agents; every agent page follows, in the agents' order.",
      "All AI Agents",
    ),
  ],
  preview: { select: { title: "label" }, prepare: ({ title }) => ({ title, subtitle: "Every agent page" }) },
});
