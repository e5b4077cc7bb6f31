import { MESSAGES } from "../../../web/shared/forms/accountRules";

/** What the sign-up form shows when sent empty (spec section 5): one message per required field. */
export const EMPTY_SIGN_UP_MESSAGES = [
  MESSAGES.firstNameRequired,
  MESSAGES.lastNameRequired,
  MESSAGES.emailRequired,
  MESSAGES.passwordRequired,
  MESSAGES.termsRequired,
];
