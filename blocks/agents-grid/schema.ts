import { RobotIcon } from "@sanity/icons/Robot";
import { chosenDocumentsField } from "../../schemas/lib/chosenDocuments";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { agentCardFragment, singleton } from "../../content/fragments";
import { chosenOrAll } from "../../content/chosenDocuments";

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

export const agentsGridFragment = /* groq */ `_type == "agentsGrid" => {
  heading, muted,
  "agents": ${chosenOrAll("agents", '_type == "agent" && defined(slug.current)')}${agentCardFragment},
  "labels": ${singleton("agentsPage")}{fromLabel, learnMoreLabel, bestForLabel}
}` as const;
