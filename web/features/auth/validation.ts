import { looksLikeEmail } from "~/shared/forms/email";
import type { FieldErrors } from "~/shared/forms/useFormState";

// Client-side rules and messages of spec section 5. Whitespace-only names and e-mail count as empty.

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

export const PASSWORD_MIN_LENGTH = 8;

export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  phone: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
};
export type SignInValues = { email: string; password: string; rememberMe: boolean };
export type ResetValues = { email: string };

const isBlank = (value: string) => value.trim() === "";

function emailError(email: string, invalidMessage: string): string | undefined {
  if (isBlank(email)) return MESSAGES.emailRequired;
  if (!looksLikeEmail(email)) return invalidMessage;
  return undefined;
}

function passwordError(password: string): string | undefined {
  if (password === "") return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password))
    return MESSAGES.passwordTooWeak;
  return undefined;
}

/** Drops the fields without an error, so an empty object means valid. */
function only<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return only({
    firstName: isBlank(values.firstName) ? MESSAGES.firstNameRequired : undefined,
    lastName: isBlank(values.lastName) ? MESSAGES.lastNameRequired : undefined,
    email: emailError(values.email, MESSAGES.emailInvalid),
    password: passwordError(values.password),
    confirmPassword: values.confirmPassword !== values.password ? MESSAGES.passwordsDiffer : undefined,
    agreeToTerms: values.agreeToTerms ? undefined : MESSAGES.termsRequired,
  });
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return only({
    email: emailError(values.email, MESSAGES.emailInvalid),
    password: values.password === "" ? MESSAGES.passwordRequired : undefined,
  });
}

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  return only({ email: emailError(values.email, MESSAGES.resetEmailInvalid) });
}
