import { looksLikeEmail } from "#web/shared/forms/email.ts";
import type { ValidationMessages } from "#web/shared/forms/accountRules.ts";
import type { FieldErrors, FormValues } from "#web/shared/forms/useFormState.ts";

export type LeadErrors = FieldErrors<string>;

/** Each name a lead form may have that must be filled in, and its message's key. */
const REQUIRED = {
  name: "nameRequired",
  firstName: "firstNameRequired",
  lastName: "lastNameRequired",
  email: "emailRequired",
} as const;

/**
 * Lead forms need a name (`name`, or `firstName` and `lastName`) and a valid e-mail, with the
 * validation messages of the page's language. Only the fields a form has are checked;
 * whitespace-only counts as empty.
 */
export function validateLead(values: FormValues, m: ValidationMessages): LeadErrors {
  const errors: LeadErrors = {};
  const text = (field: string) => String(values[field]);
  for (const [field, key] of Object.entries(REQUIRED)) {
    if (field in values && text(field).trim() === "") errors[field] = m[key];
  }
  if ("email" in values && !errors.email && !looksLikeEmail(text("email"))) {
    errors.email = m.emailAddressInvalid;
  }
  return errors;
}
