import { ImagesIcon } from "@sanity/icons/Images";
import { defineArrayMember, defineField, defineType } from "sanity";
import { labelField } from "../lib/fields";

type Breakpoint = { minWidth?: unknown };

export const gallery = defineType({
  name: "gallery",
  title: "Gallery",
  type: "document",
  icon: ImagesIcon,
  description: "The image carousel below the terms and conditions.",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading above the image carousel on /terms-conditions.",
    }),
    defineField({
      name: "items",
      title: "Images",
      type: "array",
      description: "The carousel's slides on /terms-conditions, in this order.",
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
    defineField({
      name: "loop",
      title: "Loop",
      type: "boolean",
      description: "After the last slide the carousel starts again at the first.",
      initialValue: true,
    }),
    labelField(
      "pauseLabel",
      "Pause button",
      "Read by screen readers: the button that stops the gallery's autoplay, under the terms.",
      "Pause carousel",
    ),
    labelField(
      "playLabel",
      "Play button",
      "Read by screen readers: the same button once autoplay is stopped, which starts it again.",
      "Play carousel",
    ),
    defineField({
      name: "breakpoints",
      title: "Breakpoints",
      type: "array",
      description:
        "How many images the carousel shows at once, from each minimum browser window width up. Not shown as text.",
      of: [defineArrayMember({ type: "galleryBreakpoint" })],
      validation: (rule) => [
        rule.custom<Breakpoint[]>((rows) => {
          const widths = (rows ?? []).map((row) => row.minWidth).filter((w) => typeof w === "number");
          return new Set(widths).size === widths.length || "Two rows have the same minimum width";
        }),
        rule
          .custom<Breakpoint[]>(
            (rows) =>
              !rows?.length ||
              rows.some((row) => row.minWidth === 0) ||
              "No row starts at 0 px: narrower windows show one image at a time",
          )
          .warning(),
      ],
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
