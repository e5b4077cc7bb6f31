import {
  emailError,
  MESSAGES,
  namesErrors,
  newPasswordErrors,
  onlyErrors,
} from "~/shared/forms/accountRules";
import type { FieldErrors } from "~/shared/forms/useFormState";

// The account pages' forms, by the rules of spec section 5 (~/shared/forms/accountRules).

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

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return onlyErrors({
    ...namesErrors(values),
    email: emailError(values.email, MESSAGES.emailInvalid),
    ...newPasswordErrors(values.password, values.confirmPassword),
    agreeToTerms: values.agreeToTerms ? undefined : MESSAGES.termsRequired,
  });
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return onlyErrors({
    email: emailError(values.email, MESSAGES.emailInvalid),
    password: values.password === "" ? MESSAGES.passwordRequired : undefined,
  });
}

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  return onlyErrors({ email: emailError(values.email, MESSAGES.resetEmailInvalid) });
}
