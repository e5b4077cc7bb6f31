import { defineField } from "sanity";
import { iconNames } from "../iconNames";

const knownIcons: readonly string[] = iconNames;

/**
 * The `icon` field (a Lucide name from the fixed list). `where` says where the icon is
 * drawn on the site, e.g. "Icon on the service card on the home page."
 */
export const iconField = (where: string) =>
  defineField({
    name: "icon",
    title: "Icon",
    type: "string",
    description: `${where} Pick one of the icons the site can draw.`,
    options: { list: [...iconNames] },
    validation: (rule) =>
      rule
        .custom(
          (value?: string) =>
            !value ||
            knownIcons.includes(value) ||
            "The site does not know this icon and shows a neutral one",
        )
        .warning(),
  });

/** The `order` field; `where` names the lists it sorts, e.g. "the add-ons on /pricing". */
export const orderField = (where: string) =>
  defineField({
    name: "order",
    title: "Order",
    type: "number",
    description: `Position in ${where}; lower numbers come first. Not shown.`,
  });
