// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { singleton } from "../../shared/content/fragments";
import { chosenOrAll } from "../chosenDocuments";
import { agentWithPlansFragment } from "./agentWithPlans";

export const agentPlansFragment = /* groq */ `_type == "agentPlans" => {
  heading,
  "agents": ${chosenOrAll("agents", '_type == "agent" && defined(slug.current)')}${agentWithPlansFragment},
  "labels": ${singleton("agentsPage")}{popularLabel, popularPlanButton, planButton, planCtaHref}
}` as const;
