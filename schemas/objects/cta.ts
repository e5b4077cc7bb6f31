import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";
import { validHref } from "../lib/validation";

export const cta = defineType({
  name: "cta",
  title: "Call to action",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "Text on the button.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "href",
      title: "Link",
      type: "string",
      description:
        "Where the button leads: a path on this site (/contact), an #anchor, mailto:, tel: or a full http(s):// URL.",
      validation: (rule) => rule.required().custom(validHref),
    }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});
