import { looksLikeEmail } from "#web/shared/forms/email.ts";
import type { ValidationMessages } from "#web/shared/forms/accountRules.ts";
import type { FieldErrors } from "#web/shared/forms/useFormState.ts";

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
export function validateLead(values: Record<string, string>, m: ValidationMessages): LeadErrors {
  const errors: LeadErrors = {};
  for (const [field, key] of Object.entries(REQUIRED)) {
    if (field in values && values[field].trim() === "") errors[field] = m[key];
  }
  if ("email" in values && !errors.email && !looksLikeEmail(values.email)) {
    errors.email = m.emailAddressInvalid;
  }
  return errors;
}
