import { looksLikeEmail } from "~/shared/forms/email";
import type { FieldErrors } from "~/shared/forms/useFormState";

export type LeadErrors = FieldErrors<string>;

const REQUIRED_MESSAGES: Record<string, string> = {
  name: "Name is required",
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
};

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/**
 * Lead forms need a name (`name`, or `firstName` and `lastName`) and a valid e-mail.
 * Only the fields a form has are checked; whitespace-only counts as empty.
 */
export function validateLead(values: Record<string, string>): LeadErrors {
  const errors: LeadErrors = {};
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES)) {
    if (field in values && values[field].trim() === "") errors[field] = message;
  }
  if ("email" in values && !errors.email && !looksLikeEmail(values.email)) {
    errors.email = INVALID_EMAIL_MESSAGE;
  }
  return errors;
}
