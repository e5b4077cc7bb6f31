import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { DEFAULT_COUNT, MAX_COUNT } from "./fragment";

export const latestInsightsBlock = defineBlock({
  name: "latestInsights",
  title: "Latest insights",
  icon: DocumentTextIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the cards of the newest posts.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "count",
      title: "Number of posts",
      type: "number",
      description: `How many of the newest posts the section shows as cards (1 to ${MAX_COUNT}).`,
      initialValue: DEFAULT_COUNT,
      validation: (rule) => rule.integer().min(1).max(MAX_COUNT),
    }),
    field({
      name: "allLabel",
      title: "All posts link",
      type: "string",
      description: "Link under the cards to /insights, e.g. All insights. Empty: no link.",
      initialValue: "All insights",
    }),
  ],
});
