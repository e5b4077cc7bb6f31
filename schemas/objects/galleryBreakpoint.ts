import { DesktopIcon } from "@sanity/icons/Desktop";
import { defineField, defineType } from "sanity";

// Both fields are numbers: a text value (e.g. "576") fails validation with a type error.
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
      description: "Not shown: the browser window width from which this row applies.",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: "slidesPerView",
      title: "Slides per view",
      type: "number",
      description: "How many images the carousel on /terms-conditions shows at once from this width up.",
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  preview: {
    select: { minWidth: "minWidth", slidesPerView: "slidesPerView" },
    prepare: ({ minWidth, slidesPerView }) => ({ title: `≥ ${minWidth}px: ${slidesPerView} per view` }),
  },
});
