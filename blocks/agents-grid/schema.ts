import { RobotIcon } from "@sanity/icons/Robot";
import { chosenDocumentsField } from "../../schemas/lib/chosenDocuments";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";

export const agentsGridBlock = defineBlock({
  name: "agentsGrid",
  title: "AI agents grid",
  icon: RobotIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the agent cards.",
    }),
    chosenDocumentsField({
      name: "agents",
      title: "Agents",
      type: "agent",
      description: "The agents whose cards the grid shows",
    }),
    field({
      name: "muted",
      title: "Tinted background",
      type: "boolean",
      description: "Draws the section on the light grey band, as the home page's agents section.",
      initialValue: false,
    }),
  ],
});
