import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { verificationErrorMessage } from "#web/shared/auth/authErrors.ts";
import { useFormState } from "#web/shared/forms/useFormState.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import type { SettingsTexts } from "#content/contentTypes.ts";
import { SettingsStatus } from "./SettingsStatus";

/** The customer's e-mail address, whether it is verified, and until it is, the button that sends the verification e-mail. */
export function EmailVerification({ texts }: { texts: SettingsTexts }) {
  const { user, sendVerificationEmail } = useAuth();
  const messages = useMessages();
  const form = useFormState({
    initial: {},
    validate: () => ({}),
    submit: async () => {
      await sendVerificationEmail();
      return { text: texts?.verificationSentText ?? "", kind: "success" };
    },
    failure: (error) => {
      console.error(error);
      return verificationErrorMessage(error, texts?.verificationErrorText ?? "", messages);
    },
  });
  const verified = user?.emailVerified;
  return (
    <>
      <p className="account-settings__email">
        <span className="account-settings__address">{user?.email}</span>
        <span className={`status status--${verified ? "verified" : "unverified"}`}>
          {verified ? texts?.verifiedText : texts?.unverifiedText}
        </span>
      </p>
      {verified ? null : (
        <form className="form" noValidate {...form.formProps} aria-label={texts?.emailTitle ?? undefined}>
          <button type="submit" className="button button--outline" disabled={form.submitting}>
            {form.submitting ? texts?.sendingVerificationLabel : texts?.sendVerificationLabel}
          </button>
          <SettingsStatus message={form.message} />
        </form>
      )}
    </>
  );
}
