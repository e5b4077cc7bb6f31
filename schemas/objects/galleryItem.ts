import { ImageIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { validHref } from "../lib/validation";

export const galleryItem = defineType({
  name: "galleryItem",
  title: "Gallery item",
  type: "object",
  icon: ImageIcon,
  fields: [
    defineField({
      name: "image",
      title: "Image",
      type: "image",
      description:
        "One slide of the carousel on /terms-conditions. Set the hotspot to keep the important part in view when the image is cropped.",
      options: { hotspot: true },
      fields: [
        defineField({
          name: "alt",
          title: "Alternative text",
          type: "string",
          description: "Not visible: describes the image to screen readers and names its link.",
          validation: (rule) => rule.required().error("Describe the image for visitors who cannot see it."),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "link",
      title: "Link",
      type: "url",
      description: "Opened in a new tab when the image in the carousel is clicked.",
      validation: (rule) => rule.required().custom(validHref),
    }),
  ],
  preview: { select: { title: "image.alt", subtitle: "link", media: "image" } },
});
