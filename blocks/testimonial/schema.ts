import { CommentIcon } from "@sanity/icons/Comment";
import { field } from "../../schemas/lib/define";
import { imageField } from "../../schemas/lib/fields";
import { defineBlock } from "../defineBlock";
import { imageFragment } from "../../content/fragments";

export const testimonialBlock = defineBlock({
  name: "testimonial",
  title: "Testimonial",
  icon: CommentIcon,
  previewField: "name",
  fields: [
    field({
      name: "quote",
      title: "Quote",
      type: "text",
      rows: 4,
      description: "What the person said, shown large in the middle of the section.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "name",
      title: "Name",
      type: "string",
      description: "The person's name, under the quote.",
      validation: (rule) => rule.required(),
    }),
    field({
      name: "role",
      title: "Role",
      type: "string",
      description: "The person's job title, after the name (e.g. Head of Operations).",
    }),
    field({
      name: "company",
      title: "Company",
      type: "string",
      description: "The person's company, after the role.",
    }),
    imageField(
      "photo",
      "Photo",
      "The person's portrait: a small circle beside the name (their initials when there is none).",
      "people",
    ),
  ],
});

export const testimonialFragment = /* groq */ `_type == "testimonial" => {
  quote, name, role, company, photo${imageFragment}
}`;
