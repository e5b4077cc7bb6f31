// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { agentWithPlansFragment, singleton } from "../../content/fragments";
import { chosenOrAll } from "../../content/chosenDocuments";

export const agentPlansFragment = /* groq */ `_type == "agentPlans" => {
  heading,
  "agents": ${chosenOrAll("agents", '_type == "agent" && defined(slug.current)')}${agentWithPlansFragment},
  "labels": ${singleton("agentsPage")}{popularLabel, popularPlanButton, planButton, planCtaHref}
}` as const;
