import { Link } from "react-router";
import type { SignUpPageQueryResult } from "#content/sanity.types.ts";
import { FieldError, TextField } from "#web/shared/ui/FormField.tsx";
import { AuthCard, AuthPrompt } from "./AuthCard";
import { useAuthSession } from "#web/shared/auth/AuthProvider.tsx";
import { signUpErrorMessage } from "#web/shared/auth/authErrors.ts";
import { GoogleButton } from "./GoogleButton";
import { useAccountForm } from "./useAccountForm";
import { validateSignUp, type SignUpValues } from "./validation";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";

const EMPTY: SignUpValues = {
  firstName: "",
  lastName: "",
  email: "",
  companyName: "",
  phone: "",
  password: "",
  confirmPassword: "",
  agreeToTerms: false,
};

type TextName = Exclude<keyof SignUpValues, "agreeToTerms">;

/**
 * 'Create Account': Google, or e-mail with names, optional company and phone, password twice,
 * terms. Texts from `accountPages.signUp`.
 */
export function SignUpForm({ content }: { content: SignUpPageQueryResult }) {
  const { signUp } = useAuthSession();
  const messages = useMessages();
  const localized = useLocalizedPath();
  const form = useAccountForm({
    initial: EMPTY,
    validate: (values) => validateSignUp(values, messages.validation),
    submit: async (values) => {
      const firstName = values.firstName.trim();
      const lastName = values.lastName.trim();
      await signUp(values.email.trim(), values.password, `${firstName} ${lastName}`, {
        firstName,
        lastName,
        companyName: values.companyName.trim(),
        phone: values.phone.trim(),
      });
      return messages.success.signUp;
    },
    errorMessage: (error) => signUpErrorMessage(error, messages),
  });
  const text = (name: TextName, label: string | null | undefined, type: string, autoComplete: string) => (
    <TextField label={label} type={type} autoComplete={autoComplete} {...form.field(name)} />
  );
  const termsError = form.errors.agreeToTerms;
  return (
    <AuthCard
      title={content?.title}
      message={form.message}
      footer={
        <AuthPrompt
          prompt={content?.signInPrompt}
          label={content?.signInLabel}
          to={localized(paths.signIn)}
          accountPage
        />
      }
    >
      <GoogleButton label={content?.googleLabel} onClick={form.onGoogle} disabled={form.submitting} />
      <p className="auth-divider">
        <span>{content?.dividerLabel}</span>
      </p>
      <form className="form" noValidate {...form.formProps} aria-label={content?.formLabel ?? undefined}>
        <div className="form-row">
          {text("firstName", content?.firstNameLabel, "text", "given-name")}
          {text("lastName", content?.lastNameLabel, "text", "family-name")}
        </div>
        {text("email", content?.emailLabel, "email", "email")}
        <div className="form-row">
          {text("companyName", content?.companyNameLabel, "text", "organization")}
          {text("phone", content?.phoneLabel, "tel", "tel")}
        </div>
        {text("password", content?.passwordLabel, "password", "new-password")}
        {text("confirmPassword", content?.confirmPasswordLabel, "password", "new-password")}
        <div className="field">
          <div className="checkbox">
            <input
              id="agreeToTerms"
              type="checkbox"
              name="agreeToTerms"
              checked={form.values.agreeToTerms}
              onChange={form.onChange}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? "agreeToTerms-error" : undefined}
            />
            <label htmlFor="agreeToTerms">
              {content?.agreeLabel} <Link to={localized(paths.terms)}>{content?.termsLinkLabel}</Link>{" "}
              {content?.andLabel} <Link to={localized(paths.privacy)}>{content?.privacyLinkLabel}</Link>
            </label>
          </div>
          {termsError ? <FieldError id="agreeToTerms-error">{termsError}</FieldError> : null}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? content?.submittingLabel : content?.submitLabel}
        </button>
      </form>
    </AuthCard>
  );
}
