import { StringIcon } from "@sanity/icons/String";
import { defineArrayMember, defineField, defineType } from "sanity";

const KINDS_WITH_OPTIONS = ["select", "checkboxes"];

export const demoField = defineType({
  name: "demoField",
  title: "Demo form field",
  type: "object",
  icon: StringIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "Not shown: the control's name attribute in the page code, e.g. contentType.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "Label above the field in the demo form.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      description: "Which control the demo form shows: a text box, a dropdown, checkboxes, ...",
      options: {
        list: [
          { title: "Text", value: "text" },
          { title: "URL", value: "url" },
          { title: "E-mail", value: "email" },
          { title: "Text area", value: "textarea" },
          { title: "Select", value: "select" },
          { title: "Checkboxes", value: "checkboxes" },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "placeholder",
      title: "Placeholder",
      type: "string",
      description: "Grey hint inside the empty field; for a select, its first (empty) choice.",
    }),
    defineField({
      name: "options",
      title: "Options",
      type: "array",
      description: "Choices of a select or checkboxes field, in this order.",
      of: [defineArrayMember({ type: "string" })],
      hidden: ({ parent }) => !KINDS_WITH_OPTIONS.includes(parent?.kind),
    }),
  ],
  preview: { select: { title: "label", subtitle: "kind" } },
});
