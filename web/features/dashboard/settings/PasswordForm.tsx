import { useState } from "react";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { isWrongPassword, passwordChangeErrorMessage } from "#web/shared/auth/authErrors.ts";
import { newPasswordErrors, onlyErrors } from "#web/shared/forms/accountRules.ts";
import { useFormState } from "#web/shared/forms/useFormState.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { TextField } from "#web/shared/ui/FormField.tsx";
import type { SettingsTexts } from "#content/contentTypes.ts";
import { SettingsStatus } from "./SettingsStatus";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password: the current one, checked again by the provider (re-authentication), and the
 * new one twice, with the sign-up's rules. The fields empty after a change and keep what was
 * typed when it fails; a refused current password is focused to be typed again.
 */
export function PasswordForm({ texts }: { texts: SettingsTexts }) {
  const { changePassword } = useAuth();
  const [refused, setRefused] = useState(false);
  const messages = useMessages();
  const m = messages.validation;
  const form = useFormState({
    initial: EMPTY,
    validate: (values) => {
      const { password, confirmPassword } = newPasswordErrors(m, values.newPassword, values.confirmPassword);
      return onlyErrors({
        currentPassword: values.currentPassword === "" ? m.passwordRequired : undefined,
        newPassword: password,
        confirmPassword,
      });
    },
    submit: async ({ currentPassword, newPassword }) => {
      setRefused(false);
      await changePassword(currentPassword, newPassword);
      return { text: texts?.passwordChangedText ?? "", kind: "success" };
    },
    failure: (error) => {
      const wrongPassword = isWrongPassword(error);
      if (!wrongPassword) console.error(error);
      setRefused(wrongPassword);
      return passwordChangeErrorMessage(
        error,
        { wrongPassword: texts?.wrongPasswordText ?? "", fallback: texts?.passwordErrorText ?? "" },
        messages,
      );
    },
    clearOnSuccess: true,
  });
  return (
    <form className="form" noValidate {...form.formProps} aria-label={texts?.passwordTitle ?? undefined}>
      <TextField
        label={texts?.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <TextField
        label={texts?.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        {...form.field("newPassword")}
      />
      <TextField
        label={texts?.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <button type="submit" className="button button--primary" disabled={form.submitting}>
        {form.submitting ? texts?.changingPasswordLabel : texts?.changePasswordLabel}
      </button>
      <SettingsStatus message={form.message} focusField={refused ? "currentPassword" : undefined} />
    </form>
  );
}
