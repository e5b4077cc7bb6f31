import { looksLikeEmail } from "./email";
import type { FieldErrors } from "./useFormState";

// The account fields' client-side rules and messages (spec section 5), for the sign-up, sign-in
// and reset forms and the dashboard's account settings. Whitespace-only names and e-mail count as empty.

export const MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooWeak: "Password must contain uppercase, lowercase, and number",
  passwordsDiffer: "Passwords do not match",
  termsRequired: "You must agree to the terms and conditions",
  resetEmailInvalid: "Please enter a valid email address",
} as const;

const PASSWORD_MIN_LENGTH = 8;

export const isBlank = (value: string) => value.trim() === "";

export function emailError(email: string, invalidMessage: string): string | undefined {
  if (isBlank(email)) return MESSAGES.emailRequired;
  if (!looksLikeEmail(email)) return invalidMessage;
  return undefined;
}

/** A new password's rules: at least 8 characters, with an uppercase and a lowercase letter and a digit. */
export function passwordError(password: string): string | undefined {
  if (password === "") return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password))
    return MESSAGES.passwordTooWeak;
  return undefined;
}

/** A required first and last name. */
export const namesErrors = (values: { firstName: string; lastName: string }) => ({
  firstName: isBlank(values.firstName) ? MESSAGES.firstNameRequired : undefined,
  lastName: isBlank(values.lastName) ? MESSAGES.lastNameRequired : undefined,
});

/** A new password typed twice. */
export const newPasswordErrors = (password: string, confirmation: string) => ({
  password: passwordError(password),
  confirmPassword: confirmation !== password ? MESSAGES.passwordsDiffer : undefined,
});

/** Drops the fields without an error, so an empty object means valid. */
export function onlyErrors<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}
