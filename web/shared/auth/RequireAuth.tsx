import { useMemo, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuthSession } from "./AuthProvider";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";

/**
 * Shows its children to signed-in users; sends others to the sign-in page in the page's language,
 * remembering where they were going.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, verified } = useAuthSession();
  const location = useLocation();
  const localized = useLocalizedPath();
  const messages = useMessages();
  // One object while the address stays: <Navigate> navigates again whenever its state changes,
  // and this re-renders as that navigation loads.
  const state = useMemo(() => ({ from: location }), [location]);
  if (status === "signed-in" && verified) return <>{children}</>;
  const loading = (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      {messages.loading}
    </div>
  );
  if (status === "loading" || !verified) return loading;
  // The loading screen stays until the sign-in page replaces it: an empty page in between would
  // pull the footer up, then push it down again (docs/client-area.md).
  return (
    <>
      {loading}
      <Navigate to={localized(paths.signIn)} replace state={state} />
    </>
  );
}
