// Relative: the Studio reads this file through the registry, without the app's ~ alias.
import { processStepFragment } from "../../content/fragments";

export const processStepsFragment = /* groq */ `_type == "processSteps" => {
  heading,
  "steps": *[_type == "processStep"] | order(order asc)${processStepFragment}
}` as const;
