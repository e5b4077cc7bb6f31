import { CodeIcon } from "@sanity/icons/Code";
import { defineField, defineType } from "sanity";

/** The languages a code block may name (its label on the site). */
export const codeLanguages = ["text", "javascript", "typescript", "json", "python", "bash", "groq"] as const;

export const codeBlock = defineType({
  name: "codeBlock",
  title: "Code block",
  type: "object",
  icon: CodeIcon,
  fields: [
    defineField({
      name: "language",
      title: "Language",
      type: "string",
      description: "Named above the code block in the post (plain text shows no name).",
      options: { list: [...codeLanguages] },
      initialValue: "text",
    }),
    defineField({
      name: "filename",
      title: "File name",
      type: "string",
      description: "Shown above the code block in the post, e.g. workflow.ts.",
    }),
    defineField({
      name: "code",
      title: "Code",
      type: "text",
      rows: 8,
      description:
        "The code, shown as written in a monospace box that scrolls sideways when a line is too long.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "filename", subtitle: "language" } },
});
