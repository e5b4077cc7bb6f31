import { ArrowLeft } from "lucide-react";
import type { ResetPasswordPageQueryResult } from "#content/sanity.types.ts";
import { TextField } from "#web/shared/ui/FormField.tsx";
import { AuthCard, AuthPrompt } from "./AuthCard";
import { JourneyLink } from "./JourneyLink";
import { useAuthSession } from "#web/shared/auth/AuthProvider.tsx";
import { resetErrorMessage } from "#web/shared/auth/authErrors.ts";
import { useAuthForm } from "./useAuthForm";
import { validateReset } from "./validation";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";

/** 'Reset Password': asks for the e-mail to send a reset link to. Texts from `accountPages.resetPassword`. */
export function ResetPasswordForm({ content }: { content: ResetPasswordPageQueryResult }) {
  const { resetPassword } = useAuthSession();
  const messages = useMessages();
  const localized = useLocalizedPath();
  const form = useAuthForm({
    initial: { email: "" },
    validate: (values) => validateReset(values, messages.validation),
    submit: async (values) => {
      await resetPassword(values.email.trim());
      return messages.success.reset;
    },
    errorMessage: (error) => resetErrorMessage(error, messages),
  });
  return (
    <AuthCard
      title={content?.title}
      intro={content?.intro}
      message={form.message}
      footer={
        <>
          <p>
            <JourneyLink to={localized(paths.signIn)} className="auth-back">
              <ArrowLeft size={16} aria-hidden="true" focusable="false" />
              {content?.backLabel}
            </JourneyLink>
          </p>
          <AuthPrompt prompt={content?.helpPrompt} label={content?.helpLabel} to={localized(paths.contact)} />
        </>
      }
    >
      <form className="form" noValidate {...form.formProps} aria-label={content?.formLabel ?? undefined}>
        <TextField label={content?.emailLabel} type="email" autoComplete="email" {...form.field("email")} />
        <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
          {form.submitting ? content?.submittingLabel : content?.submitLabel}
        </button>
      </form>
    </AuthCard>
  );
}
