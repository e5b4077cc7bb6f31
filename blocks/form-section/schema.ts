import { ClipboardIcon } from "@sanity/icons/Clipboard";
import { field } from "../../schemas/lib/define";
import { defineBlock } from "../defineBlock";
import { formFragment } from "../../content/fragments";

export const formSectionBlock = defineBlock({
  name: "formSection",
  title: "Form",
  icon: ClipboardIcon,
  previewField: "heading",
  fields: [
    field({
      name: "heading",
      title: "Heading",
      type: "string",
      description: "The section's heading, above the form; it names the form.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "intro",
      title: "Intro",
      type: "text",
      rows: 2,
      description: "A sentence under the heading.",
    }),
    field({
      name: "form",
      title: "Form",
      type: "reference",
      description:
        "The form the section shows (Forms, in the Studio's list); on a translated page, its translation.",
      to: [{ type: "form" }],
      options: { disableNew: true },
      validation: (rule) => rule.required(),
    }),
  ],
});

/** The section's form, in the page's language, with the addresses of the pages it links to. */
export const formSectionFragment = /* groq */ `_type == "formSection" => {
  heading, intro, "form": ${formFragment}
}` as const;
