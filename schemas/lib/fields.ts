import { defineField, type StringRule } from "sanity";
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

/**
 * A short site text (a heading, label or button text) with today's wording as its initial
 * value; `where` says where it appears on the site. Required unless `optional` is set:
 * the site shows nothing in its place when it is empty.
 */
export const labelField = (
  name: string,
  title: string,
  where: string,
  initialValue: string,
  { optional = false, group }: { optional?: boolean; group?: string } = {},
) =>
  defineField({
    name,
    title,
    type: "string",
    description: where,
    initialValue,
    ...(group ? { group } : {}),
    ...(optional ? {} : { validation: (rule: StringRule) => rule.required() }),
  });
