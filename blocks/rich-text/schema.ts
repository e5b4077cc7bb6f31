import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { richTextMember } from "../../schemas/lib/richText";
import { defineBlock } from "../defineBlock";
import { field } from "../../schemas/lib/define";

export const richTextBlock = defineBlock({
  name: "richText",
  title: "Rich text",
  icon: BlockContentIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the text.",
    }),
    field({
      name: "body",
      title: "Body",
      type: "array",
      of: [richTextMember],
      description: "The section's text: paragraphs, headings, lists and links, one column wide.",
      validation: (rule) => rule.required(),
    }),
  ],
});

export const richTextFragment = /* groq */ `_type == "richText" => {heading, body}`;
