import { ShareIcon } from "@sanity/icons/Share";
import { defineField, defineType } from "sanity";
import { validHref } from "../lib/validation";

export const socialLink = defineType({
  name: "socialLink",
  title: "Social link",
  type: "object",
  icon: ShareIcon,
  fields: [
    defineField({
      name: "network",
      title: "Network",
      type: "string",
      description:
        "Which icon the footer shows for this link. An X profile (https://x.com/yourname) also names the site's X account as @yourname in every page's share tags (twitter:site).",
      options: {
        list: [
          { title: "LinkedIn", value: "linkedin" },
          { title: "Facebook", value: "facebook" },
          { title: "Instagram", value: "instagram" },
          { title: "YouTube", value: "youtube" },
          { title: "X (Twitter)", value: "x" },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: 'Not visible: the icon\'s name read by screen readers, e.g. "Follow us on LinkedIn".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "url",
      title: "URL",
      type: "url",
      description: "The profile the footer icon opens, in a new tab.",
      validation: (rule) => rule.required().custom(validHref),
    }),
  ],
  preview: { select: { title: "network", subtitle: "url" } },
});
