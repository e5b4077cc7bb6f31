// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { agentCardFragment, singleton } from "../../content/fragments";
import { chosenOrAll } from "../../content/chosenDocuments";

export const agentsGridFragment = /* groq */ `_type == "agentsGrid" => {
  heading, muted,
  "agents": ${chosenOrAll("agents", '_type == "agent" && defined(slug.current)')}${agentCardFragment},
  "labels": ${singleton("agentsPage")}{fromLabel, learnMoreLabel, bestForLabel}
}` as const;
