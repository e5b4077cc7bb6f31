import { LaunchIcon } from "@sanity/icons/Launch";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { ctaFragment } from "../../content/fragments";

export const ctaBandBlock = defineBlock({
  name: "ctaBand",
  title: "Call-to-action band",
  icon: LaunchIcon,
  previewField: "heading",
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "string",
      description: "The band's heading, centred above its sentence and buttons.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "text",
      title: "Text",
      type: "text",
      rows: 2,
      description: "A sentence under the band's heading.",
    }),
    field({
      name: "primaryCta",
      title: "Primary button",
      type: "cta",
      description: "The band's solid button.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "secondaryCta",
      title: "Secondary button",
      type: "cta",
      description: "An outlined button next to the primary one; leave empty for one button.",
    }),
    field({
      name: "tone",
      title: "Background",
      type: "string",
      description: "The band's background: the dark brand gradient, or a light brand tint.",
      options: {
        list: [
          { title: "Brand gradient", value: "brand" },
          { title: "Light tint", value: "tinted" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "brand",
    }),
  ],
  initialValue: {
    heading: "Ready to put AI agents to work?",
    text: "Tell us about your business in a free 30-minute call, and leave with a plan you can use.",
    primaryCta: { _type: "cta", label: "Book Free Consultation", href: "/contact" },
    tone: "brand",
  },
});

export const ctaBandFragment = /* groq */ `_type == "ctaBand" => {
  heading, text, tone, primaryCta${ctaFragment}, secondaryCta${ctaFragment}
}`;
