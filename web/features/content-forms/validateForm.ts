import type { ValidationMessages } from "#web/shared/forms/accountRules.ts";
import { looksLikeEmail } from "#web/shared/forms/email.ts";
import type { FieldErrors, FormValues } from "#web/shared/forms/useFormState.ts";
import { isTicked, looksLikePhone, patternOf, type FormFieldKind } from "#content/formRules.ts";

/** Its kind and name made plain. */
export type FormFieldRule = {
  kind: FormFieldKind;
  name: string;
  required: boolean;
  /** The visitor's detail it asks for (an autofill token), which names what is missing. */
  autocomplete: string | null;
  pattern: string | null;
  patternMessage: string | null;
};

/** The catalogue's message for a missing detail, by its autofill token ("Please enter your first name"). */
const REQUIRED_DETAIL = {
  name: "nameRequired",
  "given-name": "firstNameRequired",
  "family-name": "lastNameRequired",
  email: "emailRequired",
} as const satisfies Record<string, keyof ValidationMessages>;

const requiredMessage = ({ autocomplete }: FormFieldRule, m: ValidationMessages) =>
  autocomplete && autocomplete in REQUIRED_DETAIL
    ? m[REQUIRED_DETAIL[autocomplete as keyof typeof REQUIRED_DETAIL]]
    : m.fieldRequired;

function textError(field: FormFieldRule, text: string, m: ValidationMessages): string | undefined {
  if (text === "") return field.required ? requiredMessage(field, m) : undefined;
  if (field.kind === "email" && !looksLikeEmail(text)) return m.emailAddressInvalid;
  if (field.kind === "phone" && !looksLikePhone(text)) return m.phoneInvalid;
  const pattern = field.kind === "text" && field.pattern ? patternOf(field.pattern) : null;
  if (pattern && !pattern.test(text)) return field.patternMessage || m.patternMismatch;
  return undefined;
}

/** An empty field's message names the detail it asks for when it names one; white space alone is empty. */
export function validateForm(
  fields: readonly FormFieldRule[],
  values: FormValues,
  m: ValidationMessages,
): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const error = isTicked(field.kind)
      ? field.required && value !== true
        ? m.fieldRequired
        : undefined
      : textError(field, String(value ?? "").trim(), m);
    if (error) errors[field.name] = error;
  }
  return errors;
}
