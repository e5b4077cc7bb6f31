import { DesktopIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";

export const galleryBreakpoint = defineType({
  name: "galleryBreakpoint",
  title: "Gallery breakpoint",
  type: "object",
  icon: DesktopIcon,
  fields: [
    defineField({
      name: "minWidth",
      title: "Minimum viewport width (px)",
      type: "number",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: "slidesPerView",
      title: "Slides per view",
      type: "number",
      description: "Images visible at once from this width up.",
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: {
    select: { minWidth: "minWidth", slidesPerView: "slidesPerView" },
    prepare: ({ minWidth, slidesPerView }) => ({ title: `≥ ${minWidth}px: ${slidesPerView} per view` }),
  },
});
