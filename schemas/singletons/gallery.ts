import { ImagesIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

export const gallery = defineType({
  name: "gallery",
  title: "Gallery",
  type: "document",
  icon: ImagesIcon,
  description: "The image carousel below the terms and conditions.",
  fields: [
    defineField({ name: "title", title: "Title", type: "string" }),
    defineField({
      name: "items",
      title: "Images",
      type: "array",
      of: [defineArrayMember({ type: "galleryItem" })],
    }),
    defineField({
      name: "autoplayDelay",
      title: "Autoplay delay (ms)",
      type: "number",
      description:
        "Time each slide stays before the carousel moves on. Autoplay pauses for visitors who prefer reduced motion.",
      initialValue: 3000,
      validation: (rule) => rule.greaterThan(0),
    }),
    defineField({ name: "loop", title: "Loop", type: "boolean", initialValue: true }),
    defineField({
      name: "breakpoints",
      title: "Breakpoints",
      type: "array",
      description: "Slides per view from each minimum viewport width up.",
      of: [defineArrayMember({ type: "galleryBreakpoint" })],
      initialValue: [
        [0, 3],
        [576, 2],
        [768, 5],
        [992, 6],
        [1200, 10],
      ].map(([minWidth, slidesPerView]) => ({
        _type: "galleryBreakpoint",
        _key: `bp${minWidth}`,
        minWidth,
        slidesPerView,
      })),
    }),
  ],
  preview: { prepare: () => ({ title: "Gallery" }) },
});
