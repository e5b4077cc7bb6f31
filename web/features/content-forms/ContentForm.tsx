import { stegaClean } from "@sanity/client/stega";
import { useId } from "react";
import { useNavigate } from "react-router";
import type { ReactNode } from "react";
import type { FormContent, FormFieldContent } from "#content/contentTypes.ts";
import {
  AUTOFILL_TOKENS,
  FORM_FIELD_KINDS,
  fieldNameProblem,
  isLeadField,
  isLeadSource,
  isTicked,
  type FormFieldKind,
} from "#content/formRules.ts";
import { safeHref } from "#schemas/lib/links.ts";
import type { FormValues } from "#web/shared/forms/useFormState.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { FieldError, FormField } from "#web/shared/ui/FormField.tsx";
import { FormSubmit } from "./FormSubmit";
import { TrapField } from "./TrapField";
import { hasLeadBackend, submitLead } from "./submitLead";
import { useContentForm } from "./useContentForm";
import { submitForm } from "./submitForm";
import { validateForm, type FormFieldRule } from "./validateForm";

/** A field with its rules made plain (edit markers removed from its kind, name and pattern). */
type Field = FormFieldRule & { key: string; besidePrevious: boolean; content: FormFieldContent };

const KINDS = new Set<string>(FORM_FIELD_KINDS);

/** The detail a field asks for when it names none: an e-mail field the visitor's address, a phone field their number. */
const KIND_DETAIL: Partial<Record<FormFieldKind, string>> = { email: "email", phone: "tel" };

const TOKENS = new Set<string>(AUTOFILL_TOKENS);

/** The detail the field asks for: its own token when it is one the Studio offers, else its kind's. */
function detailOf(kind: FormFieldKind, token: string | null | undefined): string | null {
  return token && TOKENS.has(token) ? token : (KIND_DETAIL[kind] ?? null);
}

/** Those with a known kind and a valid name, the first of each name (a second would share its value). */
function fieldsOf(content: FormContent): Field[] {
  const names = new Set<string>();
  return (content.fields ?? []).flatMap((field) => {
    const kind = stegaClean(field.kind);
    const name = stegaClean(field.name);
    if (!kind || !KINDS.has(kind) || !name || fieldNameProblem(name) || names.has(name)) return [];
    names.add(name);
    return [
      {
        key: field._key,
        kind: kind as FormFieldKind,
        name,
        required: field.required === true,
        autocomplete: detailOf(kind as FormFieldKind, stegaClean(field.autocomplete)),
        besidePrevious: field.besidePrevious === true,
        pattern: stegaClean(field.pattern) ?? null,
        patternMessage: field.patternMessage ?? null,
        content: field,
      },
    ];
  });
}

function rowsOf(fields: Field[]): Field[][] {
  const rows: Field[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.besidePrevious && last) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

const INPUT_TYPES: Partial<Record<FormFieldKind, string>> = { text: "text", email: "email", phone: "tel" };

type FormState = ReturnType<typeof useContentForm<FormValues>>;

/** It needs an id (its submissions' address) and fields. */
export const canShowForm = (content: FormContent | null | undefined): content is FormContent =>
  Boolean(content?.formId && content.fields?.length);

/** A checkbox, or a consent with its legal page linked after its label. */
function TickField({ field, form }: { field: Field; form: FormState }) {
  const id = useId();
  const error = form.errors[field.name];
  const help = field.content.help;
  const describedBy = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const legal = field.kind === "consent" ? field.content.legalPage : null;
  return (
    <div className="field">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          required={field.required}
          checked={form.values[field.name] === true}
          onChange={form.onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <span>
          <label htmlFor={id}>{field.content.label}</label>
          {legal?.href && legal.title ? (
            <>
              {" "}
              (<CtaLink href={legal.href}>{legal.title}</CtaLink>)
            </>
          ) : null}
        </span>
      </div>
      {help ? (
        <span className="field-help" id={`${id}-help`}>
          {help}
        </span>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

function TextControl({ field, form }: { field: Field; form: FormState }) {
  const value = String(form.values[field.name] ?? "");
  const { chooseOne } = useMessages().leads;
  return (
    <FormField
      label={field.content.label}
      name={field.name}
      help={field.content.help}
      error={form.errors[field.name]}
    >
      {(fieldControl) => {
        // Said to assistive technology; the form's own rules check it (the form is noValidate).
        // A text that names no detail is offered none (an invite code is nothing the browser knows).
        const autoComplete = field.autocomplete ?? (field.kind === "text" ? "off" : undefined);
        const control = { ...fieldControl, required: field.required, autoComplete };
        if (field.kind === "textarea")
          return <textarea {...control} rows={4} value={value} onChange={form.onChange} />;
        if (field.kind === "select")
          return (
            <select {...control} value={value} onChange={form.onChange}>
              <option value="">{field.content.placeholder || chooseOne}</option>
              {(field.content.options ?? []).map((option) => (
                <option key={option._key} value={stegaClean(option.value) ?? ""}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        return (
          <input
            {...control}
            type={INPUT_TYPES[field.kind] ?? "text"}
            value={value}
            onChange={form.onChange}
          />
        );
      }}
    </FormField>
  );
}

type Props = {
  content: FormContent;
  labelledBy?: string;
  /** How it "sends" with no backend configured (the contact page's simulated send); else it sends nothing. */
  sendWithoutBackend?: () => Promise<unknown>;
  /** Shown under the submit button, inside the form (a privacy note). */
  children?: ReactNode;
};

function FieldControl({ field, form }: { field: Field; form: FormState }) {
  return isTicked(field.kind) ? (
    <TickField field={field} form={form} />
  ) : (
    <TextControl field={field} form={form} />
  );
}

/**
 * How the form is sent: as a lead (`submitLead`, with the form's id as its source) when it sends
 * leads and a lead can carry it (a lead form's id, the lead's fields), else as a submission of
 * the form (`submitForm`), which the backend keeps whatever its fields: nothing is lost.
 */
function sender(content: FormContent, fields: Field[], language: string) {
  const formId = stegaClean(content.formId) ?? "";
  if (stegaClean(content.delivery) === "lead" && isLeadSource(formId) && fields.every(isLeadField))
    return (values: FormValues) => submitLead(values as Record<string, string>, formId);
  return (values: FormValues) =>
    submitForm({ formId, name: stegaClean(content.title) ?? "", fields: values, language });
}

/** Sent, it shows its success message (for its seconds, when it has them), or goes on to its page. */
export function ContentForm({ content, labelledBy, sendWithoutBackend, children }: Props) {
  const fields = fieldsOf(content);
  const language = useLanguage();
  const navigate = useNavigate();
  const after = stegaClean(content.after) === "page" ? safeHref(stegaClean(content.afterHref)) : null;
  const empty: FormValues = Object.fromEntries(
    fields.map((field) => [field.name, isTicked(field.kind) ? false : ""]),
  );
  const seconds = content.successSeconds;
  const send =
    sendWithoutBackend && !hasLeadBackend() ? sendWithoutBackend : sender(content, fields, language);
  const form = useContentForm(empty, send, {
    successMessage: after ? null : content.successMessage,
    successFor: typeof seconds === "number" && seconds > 0 ? seconds * 1000 : undefined,
    validate: (values, messages) => validateForm(fields, values, messages),
    onSuccess: after ? () => void navigate(after) : undefined,
  });
  return (
    <form className="form content-form" noValidate {...form.formProps} aria-labelledby={labelledBy}>
      {rowsOf(fields).map((row) =>
        row.length > 1 ? (
          <div key={row[0].key} className="form-row">
            {row.map((field) => (
              <FieldControl key={field.key} field={field} form={form} />
            ))}
          </div>
        ) : (
          <FieldControl key={row[0].key} field={row[0]} form={form} />
        ),
      )}
      <TrapField />
      <FormSubmit
        label={content.submitLabel}
        submittingLabel={content.submittingLabel}
        submitting={form.submitting}
        message={form.message}
      />
      {children}
    </form>
  );
}
