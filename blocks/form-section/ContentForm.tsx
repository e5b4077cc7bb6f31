import { stegaClean } from "@sanity/client/stega";
import { useId } from "react";
import { useNavigate } from "react-router";
import type { FormContent, FormFieldContent } from "#content/contentTypes.ts";
import { FORM_FIELD_KINDS, fieldNameProblem, type FormFieldKind } from "#content/formRules.ts";
import { safeHref } from "#schemas/lib/links.ts";
import type { FormValues } from "#web/shared/forms/useFormState.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { FieldError, FormField } from "#web/shared/ui/FormField.tsx";
import { LeadFormSubmit } from "#blocks/lead-form/LeadFormSubmit.tsx";
import { LeadTrapField } from "#blocks/lead-form/LeadTrapField.tsx";
import { useLeadForm } from "#blocks/lead-form/useLeadForm.ts";
import { submitForm } from "./submitForm";
import { isTicked, validateForm, type FormFieldRule } from "./validateForm";

/** A field with its rules made plain (edit markers removed from its kind, name and pattern). */
type Field = FormFieldRule & { key: string; content: FormFieldContent };

const KINDS = new Set<string>(FORM_FIELD_KINDS.map(({ value }) => value));

/**
 * The fields the form can show: those with a known kind and a name a field may have, the first
 * of each name (a second would share its value).
 */
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
        pattern: stegaClean(field.pattern) ?? null,
        patternMessage: field.patternMessage ?? null,
        content: field,
      },
    ];
  });
}

const INPUT_TYPES: Partial<Record<FormFieldKind, { type: string; autoComplete: string }>> = {
  text: { type: "text", autoComplete: "off" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
};

type FormState = ReturnType<typeof useLeadForm<FormValues>>;

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
        const control = { ...fieldControl, required: field.required };
        if (field.kind === "textarea")
          return <textarea {...control} rows={4} value={value} onChange={form.onChange} />;
        if (field.kind === "select")
          return (
            <select {...control} value={value} onChange={form.onChange}>
              <option value="">{chooseOne}</option>
              {(field.content.options ?? []).map((option) => (
                <option key={option._key} value={stegaClean(option.value) ?? ""}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        const input = INPUT_TYPES[field.kind] ?? INPUT_TYPES.text;
        return <input {...control} {...input} value={value} onChange={form.onChange} />;
      }}
    </FormField>
  );
}

type Props = {
  content: FormContent;
  /** The id of the heading that names the form. */
  labelledBy?: string;
};

/**
 * A form made in the content, on the lead forms' path (`useLeadForm`): its trap, its safety
 * before the page's code arrives, its values kept on a failed send. Sent, it shows its success
 * message, or goes on to its page after sending.
 */
export function ContentForm({ content, labelledBy }: Props) {
  const fields = fieldsOf(content);
  const language = useLanguage();
  const navigate = useNavigate();
  const after = stegaClean(content.after) === "page" ? safeHref(stegaClean(content.afterHref)) : null;
  const empty: FormValues = Object.fromEntries(
    fields.map((field) => [field.name, isTicked(field.kind) ? false : ""]),
  );
  const form = useLeadForm(
    empty,
    (values) =>
      submitForm({
        formId: stegaClean(content.formId) ?? "",
        name: stegaClean(content.title) ?? "",
        fields: values,
        language,
      }),
    {
      successMessage: after ? null : content.successMessage,
      validate: (values, messages) => validateForm(fields, values, messages),
      onSuccess: after ? () => void navigate(after) : undefined,
    },
  );
  return (
    <form className="form lead-card content-form" noValidate {...form.formProps} aria-labelledby={labelledBy}>
      {fields.map((field) =>
        isTicked(field.kind) ? (
          <TickField key={field.key} field={field} form={form} />
        ) : (
          <TextControl key={field.key} field={field} form={form} />
        ),
      )}
      <LeadTrapField />
      <LeadFormSubmit label={content.submitLabel} submitting={form.submitting} message={form.message} />
    </form>
  );
}
