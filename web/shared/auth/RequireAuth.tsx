import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuthSession } from "./AuthProvider";
import { localizedPath } from "@content/documentPaths";
import { paths } from "@content/paths";
import { useLanguage } from "~/shared/i18n/useLanguage";
import { useMessages } from "~/shared/i18n/useMessages";

/**
 * Shows its children to signed-in users; sends others to the sign-in page in the page's language,
 * remembering where they were going.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, verified } = useAuthSession();
  const location = useLocation();
  const language = useLanguage();
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
    return <Navigate to={localizedPath(paths.signIn, language)} replace state={{ from: location }} />;
  return <>{children}</>;
}
