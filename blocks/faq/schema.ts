import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { field, member } from "../../schemas/lib/define";
import { richTextMember } from "../../schemas/lib/richText";
import { defineBlock } from "../defineBlock";

// Paragraphs, lists and links: no headings inside an answer, which sits under the section's <h2>.
const answerMember = member({ ...richTextMember, styles: [{ title: "Normal", value: "normal" }] });

const faqItem = member({
  name: "faqItem",
  title: "Question",
  type: "object",
  icon: HelpCircleIcon,
  fields: [
    field({
      name: "question",
      title: "Question",
      type: "string",
      description: "The question a visitor clicks to open its answer; search engines show it too.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "answer",
      title: "Answer",
      type: "array",
      of: [answerMember],
      description: "The answer shown under the question when it is open: paragraphs, lists and links.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "question" } },
});

export const faqBlock = defineBlock({
  name: "faq",
  title: "FAQ",
  icon: HelpCircleIcon,
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "sectionHeading",
      description: "Eyebrow, title and intro above the questions.",
    }),
    field({
      name: "items",
      title: "Questions",
      type: "array",
      of: [faqItem],
      description:
        "The questions, each opening to its answer, in their order. Search engines get them as an FAQ.",
      validation: (rule) => rule.required().min(1),
    }),
  ],
  initialValue: {
    heading: { _type: "sectionHeading", eyebrow: "FAQ", title: "Frequently asked questions" },
  },
});

export const faqFragment = /* groq */ `_type == "faq" => {heading, items[]{_key, question, answer}}`;
