import { defineField } from "sanity";
import { iconNames } from "../icon-names";

const knownIcons: readonly string[] = iconNames;

export const iconField = defineField({
  name: "icon",
  title: "Icon",
  type: "string",
  description: "One of the icons the site can draw (Lucide names, see lucide.dev).",
  options: { list: [...iconNames] },
  validation: (rule) =>
    rule
      .custom(
        (value?: string) =>
          !value || knownIcons.includes(value) || "The site does not know this icon and shows a neutral one",
      )
      .warning(),
});

export const orderField = defineField({
  name: "order",
  title: "Order",
  type: "number",
  description: "Lists are sorted by this number, ascending.",
});
