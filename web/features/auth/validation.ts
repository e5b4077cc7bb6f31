import {
  emailError,
  namesErrors,
  newPasswordErrors,
  onlyErrors,
  type ValidationMessages,
} from "#web/shared/forms/accountRules.ts";
import type { FieldErrors } from "#web/shared/forms/useFormState.ts";

// The account pages' forms, by the rules of spec section 5 (~/shared/forms/accountRules), with
// the validation messages of the page's language (`useMessages().validation`).

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

export function validateSignUp(values: SignUpValues, m: ValidationMessages): FieldErrors<keyof SignUpValues> {
  return onlyErrors({
    ...namesErrors(m, values),
    email: emailError(m, values.email, m.emailInvalid),
    ...newPasswordErrors(m, values.password, values.confirmPassword),
    agreeToTerms: values.agreeToTerms ? undefined : m.termsRequired,
  });
}

export function validateSignIn(values: SignInValues, m: ValidationMessages): FieldErrors<keyof SignInValues> {
  return onlyErrors({
    email: emailError(m, values.email, m.emailInvalid),
    password: values.password === "" ? m.passwordRequired : undefined,
  });
}

export function validateReset(values: ResetValues, m: ValidationMessages): FieldErrors<keyof ResetValues> {
  return onlyErrors({ email: emailError(m, values.email, m.emailAddressInvalid) });
}
