// The spec's messages, word for word (spec sections 5 and 8; the tests assert them). No page's code
// imports a catalogue: the root loader puts the page's language's in the root data (`useMessages()`).

const networkError = "Network error. Please check your connection and try again.";
const signInCancelled = "Sign in was cancelled.";

export const en = {
  validation: {
    nameRequired: "Name is required",
    firstNameRequired: "First name is required",
    lastNameRequired: "Last name is required",
    emailRequired: "Email is required",
    emailInvalid: "Email is invalid",
    /** The reset form's and the lead forms' word for a malformed e-mail. */
    emailAddressInvalid: "Please enter a valid email address",
    passwordRequired: "Password is required",
    passwordTooShort: "Password must be at least 8 characters",
    passwordTooWeak: "Password must contain uppercase, lowercase, and number",
    passwordsDiffer: "Passwords do not match",
    termsRequired: "You must agree to the terms and conditions",
    /** A required field of a form made in the content. */
    fieldRequired: "This field is required",
    phoneInvalid: "Please enter a valid phone number",
    /** A text that does not match its field's pattern, when the form gives no message of its own. */
    patternMismatch: "Please match the requested format",
  },
  /** The sign-in provider's refusals, by Firebase error code (which forms map which: authErrors.ts). */
  authErrors: {
    "auth/email-already-in-use": "An account with this email already exists.",
    "auth/invalid-email": "Please enter a valid email address.",
    "auth/weak-password": "Password should be at least 6 characters.",
    "auth/user-not-found": "No account found with this email address.",
    "auth/wrong-password": "Incorrect password.",
    "auth/invalid-credential": "Incorrect email or password.",
    "auth/user-disabled": "This account has been disabled.",
    "auth/too-many-requests": "Too many failed attempts. Please try again later.",
    "auth/network-request-failed": networkError,
    "auth/popup-closed-by-user": signInCancelled,
    "auth/cancelled-popup-request": signInCancelled,
    "auth/popup-blocked": "Sign in popup was blocked. Please allow popups for this site.",
    "auth/account-exists-with-different-credential":
      "An account already exists with the same email address but different sign-in credentials.",
  },
  failures: {
    signUp: "Failed to create account.",
    signIn: "Failed to sign in.",
    google: "Failed to sign in with Google.",
    reset: "Failed to send password reset email.",
    logout: "Failed to sign out.",
    profileUpdate: "Failed to update profile.",
  },
  /** A Google sign-in says `signIn`. */
  success: {
    signUp: "Account created successfully! Redirecting...",
    signIn: "Sign in successful! Redirecting...",
    reset: "Password reset email sent successfully! Check your inbox.",
  },
  loading: "Loading...",
  /**
   * As toLocaleDateString would write them, without Intl (web/shared/ui/format.ts says why). Numbers
   * and prices are written alike in both languages (en-US and es-US: $1,299, 1,247).
   */
  formats: {
    /** The months from January, separated by spaces. */
    months: "January February March April May June July August September October November December",
    date: "{month} {day}, {year}",
    monthYear: "{month} {year}",
    /** The months' short names, from January. */
    shortMonths: "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    /** "Nov 4", an axis label: {mon} is the month's short name. */
    shortDay: "{mon} {day}",
    /**
     * "Nov 26, 2026, 9:05 PM": a moment in the visitor's time zone. {hour12} is 1 to 12, {minute}
     * two digits, {period} the first or second of dayPeriods.
     */
    dateTime: "{mon} {day}, {year}, {hour12}:{minute} {period}",
    /** Before and after noon, separated by "|". */
    dayPeriods: "AM|PM",
    /** A billing period after a price ("/month"), by the content's value. */
    periods: { month: "month" },
  },
  leads: {
    /** The empty first choice of a list in a form made in the content. */
    chooseOne: "Choose one",
    sendFailed:
      "Sorry, your message could not be sent. Your details are still in the form; please try again.",
    /** The label of the trap field no person sees (a bot reads it). */
    trapLabel: "Leave this field empty",
  },
  crawlerFiles: {
    /** The heading of llms.txt's list of pages. */
    llmsPages: "Pages",
  },
} as const;

type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

export type Messages = Catalogue<typeof en>;
