import type { SignInPageQueryResult } from "#content/sanity.types.ts";
import { TextField } from "#web/shared/ui/FormField.tsx";
import { AuthCard, AuthPrompt } from "./AuthCard";
import { useAuthSession } from "#web/shared/auth/AuthProvider.tsx";
import { signInErrorMessage } from "#web/shared/auth/authErrors.ts";
import { GoogleButton } from "./GoogleButton";
import { JourneyLink } from "./JourneyLink";
import { useAccountForm } from "./useAccountForm";
import { validateSignIn } from "./validation";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";

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
  return (
    <AuthCard
      title={content?.title}
      message={form.message}
      footer={
        <AuthPrompt
          prompt={content?.signUpPrompt}
          label={content?.signUpLabel}
          to={localized(paths.signUp)}
          accountPage
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
          <JourneyLink to={localized(paths.forgotPassword)}>{content?.forgotPasswordLabel}</JourneyLink>
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
