import { ClipboardIcon } from "@sanity/icons/Clipboard";
import { defineArrayMember, defineField, defineType } from "sanity";
import { formIdProblem, repeatedNames } from "../../content/formRules";
import { languageField } from "../lib/fields";
import { LINKABLE_TYPES } from "../objects/menuLink";
import { TEXT_MAX } from "../lib/validation";

type Field = { name?: string };

/**
 * A form an editor makes: its fields, its button and what happens once it is sent. A page shows
 * it with a form section (blocks/form-section/); submissions go to the backend (submitForm).
 */
export const form = defineType({
  name: "form",
  title: "Form",
  type: "document",
  icon: ClipboardIcon,
  fields: [
    languageField(),
    defineField({
      name: "title",
      title: "Name",
      type: "string",
      description: "The form's name in the Studio, and in the analytics' Lead events it counts.",
      validation: (rule) => rule.required().max(TEXT_MAX.TITLE),
    }),
    defineField({
      name: "formId",
      title: "Form id",
      type: "string",
      description:
        "Not shown: names the form to the backend, in its submissions' address (webinar-sign-up). The same in each language's version.",
      validation: (rule) =>
        rule.required().custom((id?: string) => (id ? (formIdProblem(id) ?? true) : true)),
    }),
    defineField({
      name: "fields",
      title: "Fields",
      type: "array",
      description: "The form's fields, in this order.",
      of: [defineArrayMember({ type: "formField" })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((fields: Field[] | undefined) => {
            const repeated = repeatedNames((fields ?? []).flatMap(({ name }) => (name ? [name] : [])));
            return repeated.length
              ? `Each field needs its own name: ${repeated.join(", ")} is used twice`
              : true;
          }),
    }),
    defineField({
      name: "submitLabel",
      title: "Submit button",
      type: "string",
      description: "The button's label, at the end of the form.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "successMessage",
      title: "Success message",
      type: "string",
      description: "Shown once the form is sent (when it stays on the page).",
    }),
    defineField({
      name: "after",
      title: "After sending",
      type: "string",
      description: "What the visitor sees once the form is sent.",
      options: {
        list: [
          { value: "message", title: "The success message, on the same page" },
          { value: "page", title: "Another page" },
        ],
        layout: "radio",
      },
      initialValue: "message",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "afterPage",
      title: "Page after sending",
      type: "reference",
      description: "The page the visitor goes on to once the form is sent, in the page's language.",
      to: LINKABLE_TYPES.map((type) => ({ type })),
      weak: true,
      options: { disableNew: true },
      hidden: ({ parent }) => parent?.after !== "page",
      validation: (rule) =>
        rule.custom((page, { parent }) =>
          (parent as { after?: string } | undefined)?.after === "page" && !page ? "Choose the page" : true,
        ),
    }),
  ],
  preview: { select: { title: "title", subtitle: "formId" } },
});
