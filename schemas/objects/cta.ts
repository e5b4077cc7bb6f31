import { LinkIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { validHref } from "../lib/validation";

export const cta = defineType({
  name: "cta",
  title: "Call to action",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({ name: "label", title: "Label", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "href",
      title: "Link",
      type: "string",
      description: "A path on this site (/contact), an #anchor, mailto:, tel: or a full http(s):// URL.",
      validation: (rule) => rule.required().custom(validHref),
    }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});
