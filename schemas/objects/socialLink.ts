import { ShareIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

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
      options: {
        list: [
          { title: "LinkedIn", value: "linkedin" },
          { title: "Facebook", value: "facebook" },
          { title: "Instagram", value: "instagram" },
          { title: "YouTube", value: "youtube" },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: 'Accessible name read by screen readers, e.g. "Follow us on LinkedIn".',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "url", title: "URL", type: "url", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "network", subtitle: "url" } },
});
