import type { Messages } from "#web/shared/i18n/useMessages.ts";
import { looksLikeEmail } from "./email";
import type { FieldErrors } from "./useFormState";

// The account fields' client-side rules (spec section 5). Whitespace-only names and e-mail count as empty.

export type ValidationMessages = Messages["validation"];

const PASSWORD_MIN_LENGTH = 8;

export const isBlank = (value: string) => value.trim() === "";

export function emailError(m: ValidationMessages, email: string, invalidMessage: string): string | undefined {
  if (isBlank(email)) return m.emailRequired;
  if (!looksLikeEmail(email)) return invalidMessage;
  return undefined;
}

/** At least 8 characters, with an uppercase and a lowercase letter and a digit. */
export function passwordError(m: ValidationMessages, password: string): string | undefined {
  if (password === "") return m.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) return m.passwordTooWeak;
  return undefined;
}

export const namesErrors = (m: ValidationMessages, values: { firstName: string; lastName: string }) => ({
  firstName: isBlank(values.firstName) ? m.firstNameRequired : undefined,
  lastName: isBlank(values.lastName) ? m.lastNameRequired : undefined,
});

export const newPasswordErrors = (m: ValidationMessages, password: string, confirmation: string) => ({
  password: passwordError(m, password),
  confirmPassword: confirmation !== password ? m.passwordsDiffer : undefined,
});

/** An empty object means valid. */
export function onlyErrors<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}
