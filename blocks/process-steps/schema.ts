import { OlistIcon } from "@sanity/icons/Olist";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";

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
