import type { Messages } from "#web/shared/i18n/messages/en.ts";

/** What the sign-up form shows when sent empty (spec section 5): one message per required field. */
export const emptySignUpMessages = ({ validation }: Messages) => [
  validation.firstNameRequired,
  validation.lastNameRequired,
  validation.emailRequired,
  validation.passwordRequired,
  validation.termsRequired,
];
