// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { allInOrder, processStepFragment } from "../../content/fragments";

export const processStepsFragment = /* groq */ `_type == "processSteps" => {
  heading,
  "steps": ${allInOrder("processStep")}${processStepFragment}
}` as const;
