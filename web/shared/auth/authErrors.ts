import type { Messages } from "#web/shared/i18n/useMessages.ts";

// Which of the sign-in provider's refusals (Firebase error codes) each form names (spec sections
// 5 and 8), in the page's language: the texts are the catalogue's (`useMessages()`: `authErrors`
// by code, `failures` for the rest).

type AuthMessages = Pick<Messages, "authErrors" | "failures">;
type Code = keyof Messages["authErrors"];

const SIGN_UP_CODES: readonly Code[] = [
  "auth/email-already-in-use",
  "auth/invalid-email",
  "auth/weak-password",
  "auth/network-request-failed",
];

const SIGN_IN_CODES: readonly Code[] = [
  "auth/user-not-found",
  "auth/wrong-password",
  "auth/invalid-email",
  "auth/user-disabled",
  "auth/too-many-requests",
  "auth/invalid-credential",
  "auth/network-request-failed",
];

const GOOGLE_CODES: readonly Code[] = [
  "auth/popup-closed-by-user",
  "auth/cancelled-popup-request",
  "auth/popup-blocked",
  "auth/account-exists-with-different-credential",
  "auth/network-request-failed",
];

const RESET_CODES: readonly Code[] = [
  "auth/user-not-found",
  "auth/invalid-email",
  "auth/network-request-failed",
];

// The dashboard's account settings: the spec's messages where it has them; the others, which are
// the site's own words, come from the content.
const ACCOUNT_SETTINGS_CODES: readonly Code[] = [
  "auth/weak-password",
  "auth/too-many-requests",
  "auth/network-request-failed",
];

/** How Firebase refuses a current password: the latter with e-mail enumeration protection on. */
const WRONG_PASSWORD_CODES = ["auth/wrong-password", "auth/invalid-credential"];

/** The provider refused the current password given to re-authenticate. */
export const isWrongPassword = (error: unknown): boolean =>
  WRONG_PASSWORD_CODES.includes(field(error, "code") ?? "");

function field(error: unknown, name: "code" | "message"): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() ? value : undefined;
}

function messageFor(
  error: unknown,
  m: AuthMessages,
  codes: readonly Code[],
  fallback: string,
  showProviderMessage: boolean,
): string {
  const code = codes.find((mapped) => mapped === field(error, "code"));
  if (code) return m.authErrors[code];
  return (showProviderMessage && field(error, "message")) || fallback;
}

// Unmapped codes show the provider's message as-is on these pages (spec section 8).
export function signUpErrorMessage(error: unknown, m: AuthMessages): string {
  return messageFor(error, m, SIGN_UP_CODES, m.failures.signUp, true);
}

export function signInErrorMessage(error: unknown, m: AuthMessages): string {
  return messageFor(error, m, SIGN_IN_CODES, m.failures.signIn, true);
}

export function resetErrorMessage(error: unknown, m: AuthMessages): string {
  return messageFor(error, m, RESET_CODES, m.failures.reset, true);
}

// Always its own default for other codes, e.g. 'auth/internal-error' from a popup opened offline.
export function googleErrorMessage(error: unknown, m: AuthMessages): string {
  return messageFor(error, m, GOOGLE_CODES, m.failures.google, false);
}

/** A failed password change: the current password refused (`wrongPassword`), a mapped code, else `fallback`. */
export function passwordChangeErrorMessage(
  error: unknown,
  texts: { wrongPassword: string; fallback: string },
  m: AuthMessages,
): string {
  if (isWrongPassword(error)) return texts.wrongPassword;
  return messageFor(error, m, ACCOUNT_SETTINGS_CODES, texts.fallback, false);
}

/** A verification e-mail that could not be sent: a mapped code, else `fallback`. */
export function verificationErrorMessage(error: unknown, fallback: string, m: AuthMessages): string {
  return messageFor(error, m, ACCOUNT_SETTINGS_CODES, fallback, false);
}
