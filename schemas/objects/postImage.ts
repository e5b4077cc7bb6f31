import { ImageIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

export const postImage = defineType({
  name: "postImage",
  title: "Image",
  type: "image",
  icon: ImageIcon,
  description: "An image in a post's text, the full width of the text column, with its caption under it.",
  options: { hotspot: true },
  fields: [
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description: "Not visible: describes the image to screen readers and search engines.",
      validation: (rule) => rule.required().error("Describe the image for visitors who cannot see it."),
    }),
    defineField({
      name: "caption",
      title: "Caption",
      type: "string",
      description: "Small text under the image in the post.",
    }),
  ],
  validation: (rule) => rule.required(),
  preview: { select: { title: "caption", subtitle: "alt", media: "asset" } },
});
