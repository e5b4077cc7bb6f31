import { BarChartIcon } from "@sanity/icons/BarChart";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { statFragment } from "../../content/fragments";

export const statsRowBlock = defineBlock({
  name: "statsRow",
  title: "Stats row",
  icon: BarChartIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the figures; leave empty for a row of figures alone.",
    }),
    field({
      name: "stats",
      title: "Stats",
      type: "array",
      of: [{ type: "stat" }],
      description: "The figures in a row, each a large value over its label (up to six).",
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  // Keys written out: Sanity gives an array its items' keys only for the array's own initial value.
  initialValue: {
    stats: [
      { _key: "response", _type: "stat", value: "24 hours", label: "Response time" },
      { _key: "consultation", _type: "stat", value: "30 minutes", label: "Free consultation" },
      { _key: "satisfaction", _type: "stat", value: "98%", label: "Client satisfaction" },
    ],
  },
});

export const statsRowFragment = /* groq */ `_type == "statsRow" => {heading, stats[]${statFragment}}`;
