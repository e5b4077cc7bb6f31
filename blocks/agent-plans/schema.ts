import { BillIcon } from "@sanity/icons/Bill";
import { chosenDocumentsField } from "../../schemas/lib/chosenDocuments";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { agentWithPlansFragment, singleton } from "../../content/fragments";
import { chosenOrAll } from "../../content/chosenDocuments";

export const agentPlansBlock = defineBlock({
  name: "agentPlans",
  title: "AI agent plans",
  icon: BillIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the agents' plans.",
      validation: (rule) => rule.required(),
    }),
    chosenDocumentsField({
      name: "agents",
      title: "Agents",
      type: "agent",
      description: "The agents whose plans the section lists, each under its name",
    }),
  ],
});

export const agentPlansFragment = /* groq */ `_type == "agentPlans" => {
  heading,
  "agents": ${chosenOrAll("agents", '_type == "agent" && defined(slug.current)')}${agentWithPlansFragment},
  "labels": ${singleton("agentsPage")}{popularLabel, popularPlanButton, planButton, planCtaHref}
}` as const;
