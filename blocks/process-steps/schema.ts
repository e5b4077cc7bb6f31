import { OlistIcon } from "@sanity/icons/Olist";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { allInOrder, processStepFragment } from "../../content/fragments";

export const processStepsBlock = defineBlock({
  name: "processSteps",
  title: "Process steps",
  icon: OlistIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the numbered process steps.",
      validation: (rule) => rule.required(),
    }),
  ],
});

export const processStepsFragment = /* groq */ `_type == "processSteps" => {
  heading,
  "steps": ${allInOrder("processStep")}${processStepFragment}
}` as const;
