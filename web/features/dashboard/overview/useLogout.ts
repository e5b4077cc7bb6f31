import { useState } from "react";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { useMessages } from "#web/shared/i18n/useMessages.ts";

/** Signs the customer out; `error` is the spec's message when that failed. */
export function useLogout() {
  const { logout } = useAuth();
  const messages = useMessages();
  const [error, setError] = useState<string | null>(null);
  async function signOut() {
    setError(null);
    try {
      await logout();
    } catch (failure) {
      console.error(failure);
      setError(messages.failures.logout);
    }
  }
  return { signOut, error };
}
