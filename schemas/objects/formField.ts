import { StringIcon } from "@sanity/icons/String";
import { defineArrayMember, defineField, defineType } from "sanity";
import {
  AUTOFILL_TOKENS,
  FORM_FIELD_KINDS,
  fieldNameProblem,
  isTicked,
  patternProblem,
  type AutofillToken,
  type FormFieldKind,
} from "../../content/formRules";

const KIND_TITLES: Record<FormFieldKind, string> = {
  text: "Text",
  email: "E-mail",
  phone: "Phone",
  textarea: "Long text",
  select: "Select (one of a list)",
  checkbox: "Checkbox",
  consent: "Consent (a checkbox, with a link to a legal page)",
};

const TOKEN_TITLES: Record<AutofillToken, string> = {
  name: "Full name",
  "given-name": "First name",
  "family-name": "Last name",
  email: "E-mail address",
  tel: "Phone number",
  organization: "Company",
  "organization-title": "Job title",
  url: "Website",
  "country-name": "Country",
  "postal-code": "Postal code",
  off: "Nothing: the browser offers no details",
};

type Parent = { kind?: string; pattern?: string } | undefined;
const kindOf = (parent: unknown) => (parent as Parent)?.kind;

/** One field of a form made in the content (schemas/documents/form.ts). */
export const formField = defineType({
  name: "formField",
  title: "Form field",
  type: "object",
  icon: StringIcon,
  fields: [
    defineField({
      name: "kind",
      title: "Kind",
      type: "string",
      description: "Which control the form shows.",
      options: { list: FORM_FIELD_KINDS.map((value) => ({ value, title: KIND_TITLES[value] })) },
      initialValue: "text",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description:
        "Not shown: the field's key in the submissions the backend receives (fullName, company_size). Unique within the form; change it only together with whoever reads the submissions.",
      validation: (rule) =>
        rule.required().custom((name?: string) => (name ? (fieldNameProblem(name) ?? true) : true)),
    }),
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "Shown above the field (beside a checkbox).",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "autocomplete",
      title: "Visitor's detail",
      type: "string",
      description:
        "Which of the visitor's details the field asks for: the browser offers what it knows, and an empty required field says which detail is missing.",
      options: { list: AUTOFILL_TOKENS.map((value) => ({ value, title: TOKEN_TITLES[value] })) },
      hidden: ({ parent }) => isTicked(kindOf(parent) as FormFieldKind | undefined),
    }),
    defineField({
      name: "besidePrevious",
      title: "Beside the field before",
      type: "boolean",
      description:
        "On a wide screen, in one row with the field before it (a phone shows every field on its own).",
      initialValue: false,
    }),
    defineField({
      name: "help",
      title: "Help",
      type: "string",
      description: "A line under the label that says what to write, read out with the field.",
    }),
    defineField({
      name: "required",
      title: "Required",
      type: "boolean",
      description: "The form is not sent while this field is empty (a checkbox: unticked).",
      initialValue: false,
    }),
    defineField({
      name: "options",
      title: "Options",
      type: "array",
      description: "The choices of the list, in this order.",
      of: [defineArrayMember({ type: "option" })],
      hidden: ({ parent }) => kindOf(parent) !== "select",
      validation: (rule) =>
        rule.custom((options: unknown[] | undefined, { parent }) =>
          kindOf(parent) === "select" && !options?.length ? "A select needs at least one option" : true,
        ),
    }),
    defineField({
      name: "placeholder",
      title: "First choice",
      type: "string",
      description:
        "The list's first, empty choice (Select a service); empty: 'Choose one' in the page's language.",
      hidden: ({ parent }) => kindOf(parent) !== "select",
    }),
    defineField({
      name: "pattern",
      title: "Pattern",
      type: "string",
      description:
        "A regular expression the whole text must match, e.g. [A-Z]{2}\\d{4}. Leave empty to take any text.",
      hidden: ({ parent }) => kindOf(parent) !== "text",
      validation: (rule) =>
        rule.custom((pattern?: string) => (pattern ? (patternProblem(pattern) ?? true) : true)),
    }),
    defineField({
      name: "patternMessage",
      title: "Pattern message",
      type: "string",
      description: "What the field says when the text does not match the pattern.",
      hidden: ({ parent }) => kindOf(parent) !== "text" || !(parent as Parent)?.pattern,
    }),
    defineField({
      name: "legalPage",
      title: "Legal page",
      type: "reference",
      description: "The legal page the consent is about, linked after its label.",
      to: [{ type: "legalPage" }],
      weak: true,
      options: { disableNew: true },
      hidden: ({ parent }) => kindOf(parent) !== "consent",
    }),
  ],
  preview: { select: { title: "label", subtitle: "kind" } },
});
