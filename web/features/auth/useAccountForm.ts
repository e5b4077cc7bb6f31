import { useAuthSession } from "~/shared/auth/AuthProvider";
import { googleErrorMessage } from "~/shared/auth/authErrors";
import type { FormValues } from "~/shared/forms/useFormState";
import { GOOGLE_SUCCESS } from "./successMessages";
import { useAuthForm, type AuthFormOptions } from "./useAuthForm";
import { useSignedInRedirect } from "./useSignedInRedirect";

/**
 * The sign-in or sign-up form (`useAuthForm`), which goes on to where the visitor was headed
 * (`useSignedInRedirect`) 2 seconds after a success, and its "continue with Google" (`onGoogle`).
 */
export function useAccountForm<V extends FormValues>(options: Omit<AuthFormOptions<V>, "onSuccess">) {
  const { signInWithGoogle } = useAuthSession();
  const form = useAuthForm({ ...options, onSuccess: () => redirect.goToTarget() });
  const redirect = useSignedInRedirect(form.succeeded || form.submitting);
  const onGoogle = () =>
    form.run(async () => {
      await signInWithGoogle();
      return GOOGLE_SUCCESS;
    }, googleErrorMessage);
  return { ...form, onGoogle };
}
