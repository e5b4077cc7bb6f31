import { ClipboardIcon } from "@sanity/icons/Clipboard";
import { defineArrayMember, defineField, defineType, getPublishedId, type ValidationContext } from "sanity";
import { DEFAULT_LANGUAGE } from "../../content/languages";
import {
  FORM_DELIVERIES,
  formIdProblem,
  isLeadField,
  isLeadSource,
  LEAD_FIELD_NAMES,
  LEAD_SOURCES,
  repeatedNames,
  type FormDelivery,
  type FormFieldKind,
} from "../../content/formRules";
import { SANITY_API_VERSION } from "../../content/sanityApi";
import { languageField } from "../lib/fields";
import { LINKABLE_TYPES } from "../objects/menuLink";
import { TEXT_MAX, validatingOffline } from "../lib/validation";

const DELIVERY_TITLES: Record<FormDelivery, string> = {
  submission: "Form submissions, kept under the form's id",
  lead: "Leads: contact requests for the sales team (one of the lead forms' ids and fields only)",
};

type Field = { name?: string; kind?: FormFieldKind };
type FormValue = { delivery?: string } | undefined;
const sendsLeads = (document: unknown) => (document as FormValue)?.delivery === "lead";

/** Another published form in the language with the id, and the ids of the form's translations. */
const FORM_ID_USE = /* groq */ `{
  "other": *[
    _type == "form" && formId == $formId && !(_id in [$id, "drafts." + $id]) &&
    coalesce(language, $default) == $language
  ][0].title,
  "translations": *[_type == "translation.metadata" && references($id)][0].translations[
    value._ref != $id
  ].value->{language, formId}
}`;

/**
 * A form's id names it to the backend: no other form of its language has it, and its
 * translations have the same one (a submission in Spanish is the same form's). Offline,
 * content:validate checks both on the whole dataset (studio/contentValidation.ts).
 */
export async function checkFormId(formId: string | undefined, context: ValidationContext) {
  const { document } = context;
  if (!formId || !document || validatingOffline()) return true;
  const params = {
    formId,
    id: getPublishedId(document._id),
    language: (document.language as string | undefined) ?? DEFAULT_LANGUAGE,
    default: DEFAULT_LANGUAGE,
  };
  const use = (await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch(FORM_ID_USE, params, { perspective: "published" })) as {
    other: string | null;
    translations: { language?: string; formId?: string }[] | null;
  };
  if (use.other) return `The form "${use.other}" has this id too: each form needs its own`;
  const differing = (use.translations ?? []).find((translation) => translation.formId !== formId);
  if (differing)
    return `Its ${differing.language ?? "other"} translation's id is "${differing.formId ?? ""}": a form and its translations share one id`;
  return true;
}

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
      validation: (rule) => [
        rule.required().custom((id?: string) => (id ? (formIdProblem(id) ?? true) : true)),
        rule.custom(checkFormId),
        rule.custom((id: string | undefined, { document }) =>
          id && sendsLeads(document) && !isLeadSource(id)
            ? `A form that sends leads has one of the lead forms' ids: ${LEAD_SOURCES.join(", ")}`
            : true,
        ),
      ],
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
          })
          .custom((fields: Field[] | undefined, { document }) => {
            if (!sendsLeads(document)) return true;
            const other = (fields ?? []).find(
              ({ kind, name }) => !kind || !name || !isLeadField({ kind, name }),
            );
            return other
              ? `A lead carries text fields named ${LEAD_FIELD_NAMES.join(", ")}: "${other.name ?? ""}" is not one (or send form submissions)`
              : true;
          }),
    }),
    defineField({
      name: "delivery",
      title: "Sends",
      type: "string",
      description: "Where the backend keeps what visitors send with the form (unset: form submissions).",
      options: {
        list: FORM_DELIVERIES.map((value) => ({ value, title: DELIVERY_TITLES[value] })),
        layout: "radio",
      },
      initialValue: "submission",
    }),
    defineField({
      name: "submitLabel",
      title: "Submit button",
      type: "string",
      description: "The button's label, at the end of the form.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "submittingLabel",
      title: "Button while sending",
      type: "string",
      description: "The button's label while the form is being sent (Sending...); empty: it keeps its label.",
    }),
    defineField({
      name: "successMessage",
      title: "Success message",
      type: "string",
      description: "Shown once the form is sent (when it stays on the page).",
    }),
    defineField({
      name: "successSeconds",
      title: "Success message shown for",
      type: "number",
      description: "Seconds the success message stays before it goes; empty: it stays.",
      hidden: ({ parent }) => (parent as { after?: string } | undefined)?.after === "page",
      validation: (rule) => rule.integer().min(1).max(60),
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
