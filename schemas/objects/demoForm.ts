import { ComposeIcon } from "@sanity/icons/Compose";
import { defineArrayMember, defineField, defineType } from "sanity";

export const demoForm = defineType({
  name: "demoForm",
  title: "Demo form",
  type: "object",
  icon: ComposeIcon,
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      description: "Heading of the Demo tab on the agent page. Empty: no visible heading.",
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      description: "Text under the heading, above the demo form.",
    }),
    defineField({
      name: "fields",
      title: "Fields",
      type: "array",
      description: "The form's fields, top to bottom.",
      of: [defineArrayMember({ type: "demoField" })],
    }),
    defineField({
      name: "submitLabel",
      title: "Submit button label",
      type: "string",
      description: "Text on the button under the demo form.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "successMessage",
      title: "Success message",
      type: "text",
      rows: 2,
      description:
        "Green message under the form after submit (demo forms are never sent anywhere). Empty: the demo note of the AI agents page.",
    }),
  ],
});
