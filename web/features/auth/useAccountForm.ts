import { useAuthSession } from "#web/shared/auth/AuthProvider.tsx";
import { googleErrorMessage } from "#web/shared/auth/authErrors.ts";
import type { FormValues } from "#web/shared/forms/useFormState.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { useAuthForm, type AuthFormOptions } from "./useAuthForm";
import { useSignedInRedirect } from "./useSignedInRedirect";

/**
 * The sign-in or sign-up form (`useAuthForm`), which goes on to where the visitor was headed
 * (`useSignedInRedirect`) 2 seconds after a success, and its "continue with Google" (`onGoogle`).
 */
export function useAccountForm<V extends FormValues>(options: Omit<AuthFormOptions<V>, "onSuccess">) {
  const { signInWithGoogle } = useAuthSession();
  const messages = useMessages();
  const form = useAuthForm({ ...options, onSuccess: () => redirect.goToTarget() });
  const redirect = useSignedInRedirect(form.succeeded || form.submitting);
  const onGoogle = () =>
    form.run(
      async () => {
        await signInWithGoogle();
        return messages.success.signIn;
      },
      (error) => googleErrorMessage(error, messages),
    );
  return { ...form, onGoogle };
}
