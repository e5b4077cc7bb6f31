import { ComposeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

export const demoForm = defineType({
  name: "demoForm",
  title: "Demo form",
  type: "object",
  icon: ComposeIcon,
  fields: [
    defineField({ name: "title", title: "Title", type: "string" }),
    defineField({ name: "description", title: "Description", type: "text", rows: 3 }),
    defineField({
      name: "fields",
      title: "Fields",
      type: "array",
      of: [defineArrayMember({ type: "demoField" })],
    }),
    defineField({
      name: "submitLabel",
      title: "Submit button label",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "successMessage",
      title: "Success message",
      type: "text",
      rows: 2,
      description: "Shown after submit. Demo forms are never sent anywhere.",
    }),
  ],
});
