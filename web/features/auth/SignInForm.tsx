import { Link } from "react-router";
import type { SignInPageQueryResult } from "@content/sanity.types";
import { TextField } from "~/shared/ui/FormField";
import { AuthCard, AuthPrompt } from "./AuthCard";
import { useAuthSession } from "~/shared/auth/AuthProvider";
import { signInErrorMessage } from "~/shared/auth/authErrors";
import { GoogleButton } from "./GoogleButton";
import { useAccountForm } from "./useAccountForm";
import { validateSignIn } from "./validation";
import { paths } from "@content/paths";
import { TRIAL_SEARCH, withTrial } from "~/shared/auth/returnTarget";
import { useTrialChoice } from "~/shared/auth/useTrialChoice";
import { useLocalizedPath } from "~/shared/i18n/useLocalizedPath";
import { useMessages } from "~/shared/i18n/useMessages";

/** 'Welcome Back': e-mail and password sign-in, remember me, Google. Texts from `accountPages.signIn`. */
export function SignInForm({ content }: { content: SignInPageQueryResult }) {
  const { signIn } = useAuthSession();
  const messages = useMessages();
  const localized = useLocalizedPath();
  const form = useAccountForm({
    initial: { email: "", password: "", rememberMe: false },
    validate: (values) => validateSignIn(values, messages.validation),
    submit: async (values) => {
      await signIn(values.email.trim(), values.password, values.rememberMe);
      return messages.success.signIn;
    },
    errorMessage: (error) => signInErrorMessage(error, messages),
  });
  // Switching between sign-up and sign-in keeps the trial the visitor chose.
  const trial = useTrialChoice();
  return (
    <AuthCard
      title={content?.title}
      message={form.message}
      footer={
        <AuthPrompt
          prompt={content?.signUpPrompt}
          label={content?.signUpLabel}
          to={withTrial(localized(paths.signUp), trial)}
          keepSearch={TRIAL_SEARCH}
        />
      }
    >
      <form className="form" noValidate {...form.formProps} aria-label={content?.formLabel ?? undefined}>
        <TextField label={content?.emailLabel} type="email" autoComplete="email" {...form.field("email")} />
        <TextField
          label={content?.passwordLabel}
          type="password"
          autoComplete="current-password"
          {...form.field("password")}
        />
        <div className="auth-row">
          <label className="checkbox">
            <input
              type="checkbox"
              name="rememberMe"
              checked={form.values.rememberMe}
              onChange={form.onChange}
            />
            {content?.rememberMeLabel}
          </label>
          <Link to={localized(paths.forgotPassword)}>{content?.forgotPasswordLabel}</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? content?.submittingLabel : content?.submitLabel}
        </button>
      </form>
      <p className="auth-divider">
        <span>{content?.dividerLabel}</span>
      </p>
      <GoogleButton label={content?.googleLabel} onClick={form.onGoogle} disabled={form.submitting} />
    </AuthCard>
  );
}
