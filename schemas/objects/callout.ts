import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineField, defineType } from "sanity";

/** The call-out boxes' tones, each with its colour and icon on the site. */
export const calloutTones = ["info", "tip", "warning"] as const;

export const callout = defineType({
  name: "callout",
  title: "Call-out",
  type: "object",
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: "tone",
      title: "Tone",
      type: "string",
      description: "The call-out box's colour and icon in the post: a note, a tip or a warning.",
      options: {
        list: [
          { title: "Info", value: "info" },
          { title: "Tip", value: "tip" },
          { title: "Warning", value: "warning" },
        ],
        layout: "radio",
      },
      initialValue: "info",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Bold first line of the call-out box in the post.",
    }),
    defineField({
      name: "text",
      title: "Text",
      type: "text",
      rows: 3,
      description: "The call-out box's text in the post, under its title.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "title", subtitle: "text" } },
});
