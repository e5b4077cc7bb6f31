import { defineField } from "sanity";
import { iconNames } from "../icon-names";

const knownIcons: readonly string[] = iconNames;

export const iconField = defineField({
  name: "icon",
  title: "Icon",
  type: "string",
  description: "A Lucide icon name in kebab-case (e.g. bot, pen-tool, search), see lucide.dev.",
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
