import { SelectIcon } from "@sanity/icons/Select";
import { defineField, defineType } from "sanity";

export const option = defineType({
  name: "option",
  title: "Option",
  type: "object",
  icon: SelectIcon,
  fields: [
    defineField({
      name: "value",
      title: "Value",
      type: "string",
      description:
        "Not shown: sent with the form (e.g. 5k-15k). Change it only together with whoever reads the submissions.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "The choice visitors see in the dropdown.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: "label", subtitle: "value" } },
});
