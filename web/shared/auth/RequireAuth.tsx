import type { ReactNode } from "react";
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
  if (status === "loading" || !verified) {
    return (
      <div className="loading-screen" role="status">
        <span className="spinner" aria-hidden="true" />
        {messages.loading}
      </div>
    );
  }
  if (status === "signed-out")
    return <Navigate to={localized(paths.signIn)} replace state={{ from: location }} />;
  return <>{children}</>;
}
