import { en } from "../../../web/shared/i18n/messages/en";

/** What the sign-up form shows when sent empty (spec section 5): one message per required field. */
export const EMPTY_SIGN_UP_MESSAGES = [
  en.validation.firstNameRequired,
  en.validation.lastNameRequired,
  en.validation.emailRequired,
  en.validation.passwordRequired,
  en.validation.termsRequired,
];
