import { ImageIcon } from "@sanity/icons/Image";
import { defineField, defineType } from "sanity";
import { altTextField } from "../lib/fields";
import { imageOptions } from "../lib/mediaTags";

export const postImage = defineType({
  name: "postImage",
  title: "Image",
  type: "image",
  icon: ImageIcon,
  description: "An image in a post's text, the full width of the text column, with its caption under it.",
  options: imageOptions("posts"),
  fields: [
    altTextField(),
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
