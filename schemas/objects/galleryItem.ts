import { ImageIcon } from "@sanity/icons/Image";
import { defineField, defineType } from "sanity";
import { altTextField } from "../lib/fields";
import { imageOptions } from "../lib/mediaTags";
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
      options: imageOptions("gallery"),
      fields: [altTextField("Not visible: describes the image to screen readers and names its link.")],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "link",
      title: "Link",
      type: "url",
      description:
        "Optional: where the image leads when clicked. A path on this site (a client's write-up, /insights/…) opens in the same tab, a full https:// URL in a new one. Empty: the image links nowhere.",
      validation: (rule) => rule.uri({ scheme: ["http", "https"], allowRelative: true }).custom(validHref),
    }),
  ],
  preview: { select: { title: "image.alt", subtitle: "link", media: "image" } },
});
