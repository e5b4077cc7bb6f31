export const NETWORK_ERROR = "Network error. Please check your connection and try again.";
export const INVALID_EMAIL_ERROR = "Please enter a valid email address.";
export const USER_NOT_FOUND_ERROR = "No account found with this email address.";
export const LOGOUT_ERROR = "Failed to sign out.";
export const PROFILE_UPDATE_ERROR = "Failed to update profile.";
const WEAK_PASSWORD_ERROR = "Password should be at least 6 characters.";
const TOO_MANY_REQUESTS_ERROR = "Too many failed attempts. Please try again later.";

export const SIGN_UP_DEFAULT_ERROR = "Failed to create account.";
export const SIGN_IN_DEFAULT_ERROR = "Failed to sign in.";
export const GOOGLE_DEFAULT_ERROR = "Failed to sign in with Google.";
export const RESET_DEFAULT_ERROR = "Failed to send password reset email.";

type Messages = Readonly<Record<string, string>>;

export const SIGN_UP_ERRORS: Messages = {
  "auth/email-already-in-use": "An account with this email already exists.",
  "auth/invalid-email": INVALID_EMAIL_ERROR,
  "auth/weak-password": WEAK_PASSWORD_ERROR,
  "auth/network-request-failed": NETWORK_ERROR,
};

export const SIGN_IN_ERRORS: Messages = {
  "auth/user-not-found": USER_NOT_FOUND_ERROR,
  "auth/wrong-password": "Incorrect password.",
  "auth/invalid-email": INVALID_EMAIL_ERROR,
  "auth/user-disabled": "This account has been disabled.",
  "auth/too-many-requests": TOO_MANY_REQUESTS_ERROR,
  "auth/invalid-credential": "Incorrect email or password.",
  "auth/network-request-failed": NETWORK_ERROR,
};

const GOOGLE_CANCELLED = "Sign in was cancelled.";

export const GOOGLE_ERRORS: Messages = {
  "auth/popup-closed-by-user": GOOGLE_CANCELLED,
  "auth/cancelled-popup-request": GOOGLE_CANCELLED,
  "auth/popup-blocked": "Sign in popup was blocked. Please allow popups for this site.",
  "auth/account-exists-with-different-credential":
    "An account already exists with the same email address but different sign-in credentials.",
  "auth/network-request-failed": NETWORK_ERROR,
};

export const RESET_ERRORS: Messages = {
  "auth/user-not-found": USER_NOT_FOUND_ERROR,
  "auth/invalid-email": INVALID_EMAIL_ERROR,
  "auth/network-request-failed": NETWORK_ERROR,
};

// The dashboard's account settings: the spec's messages where it has them; the others, which are
// the site's own words, come from the content.
const ACCOUNT_SETTINGS_ERRORS: Messages = {
  "auth/weak-password": WEAK_PASSWORD_ERROR,
  "auth/too-many-requests": TOO_MANY_REQUESTS_ERROR,
  "auth/network-request-failed": NETWORK_ERROR,
};

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
  messages: Messages,
  fallback: string,
  showProviderMessage: boolean,
): string {
  const code = field(error, "code");
  if (code && Object.hasOwn(messages, code)) return messages[code];
  return (showProviderMessage && field(error, "message")) || fallback;
}

// Unmapped codes show the provider's message as-is on these pages (spec section 8).
export function signUpErrorMessage(error: unknown): string {
  return messageFor(error, SIGN_UP_ERRORS, SIGN_UP_DEFAULT_ERROR, true);
}

export function signInErrorMessage(error: unknown): string {
  return messageFor(error, SIGN_IN_ERRORS, SIGN_IN_DEFAULT_ERROR, true);
}

export function resetErrorMessage(error: unknown): string {
  return messageFor(error, RESET_ERRORS, RESET_DEFAULT_ERROR, true);
}

// Always its own default for other codes, e.g. 'auth/internal-error' from a popup opened offline.
export function googleErrorMessage(error: unknown): string {
  return messageFor(error, GOOGLE_ERRORS, GOOGLE_DEFAULT_ERROR, false);
}

/** A failed password change: the current password refused (`wrongPassword`), a mapped code, else `fallback`. */
export function passwordChangeErrorMessage(
  error: unknown,
  texts: { wrongPassword: string; fallback: string },
): string {
  if (isWrongPassword(error)) return texts.wrongPassword;
  return messageFor(error, ACCOUNT_SETTINGS_ERRORS, texts.fallback, false);
}

/** A verification e-mail that could not be sent: a mapped code, else `fallback`. */
export function verificationErrorMessage(error: unknown, fallback: string): string {
  return messageFor(error, ACCOUNT_SETTINGS_ERRORS, fallback, false);
}
