import { RocketIcon } from "@sanity/icons/Rocket";
import { defineBlock } from "../defineBlock";
import { field } from "../../schemas/lib/define";
import { ctaFragment, statFragment } from "../../content/fragments";

export const heroBlock = defineBlock({
  name: "hero",
  title: "Hero",
  icon: RocketIcon,
  previewField: "headline",
  fields: [
    field({
      name: "eyebrow",
      title: "Eyebrow",
      type: "string",
      description: "Small pill above the hero's headline.",
    }),
    field({
      name: "headline",
      title: "Headline",
      type: "string",
      description: "The hero's big headline: the page's main heading when the hero is its first section.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "text",
      title: "Text",
      type: "text",
      rows: 3,
      description: "Paragraph under the hero's headline.",
    }),
    field({
      name: "primaryCta",
      title: "Primary button",
      type: "cta",
      description: "The hero's solid button.",
    }),
    field({
      name: "secondaryCta",
      title: "Secondary button",
      type: "cta",
      description: "The hero's outlined button, next to the primary one.",
    }),
    field({
      name: "stats",
      title: "Stats",
      type: "array",
      of: [{ type: "stat" }],
      description: "Figures in a row under the hero's buttons (up to three).",
      validation: (rule) => rule.max(3),
    }),
  ],
  initialValue: { headline: "A headline that says what the visitor gets" },
});

export const heroFragment = /* groq */ `_type == "hero" => {
  eyebrow, headline, text, primaryCta${ctaFragment}, secondaryCta${ctaFragment}, stats[]${statFragment}
}`;
