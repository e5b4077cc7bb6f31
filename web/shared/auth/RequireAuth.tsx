import type { ReactNode } from "react";
import { Navigate, useLocation, useNavigation } from "react-router";
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
  // Signing out leads elsewhere (the home page): a guard that sent the visitor to sign in then
  // would win that race.
  const leaving = useNavigation().state !== "idle";
  if (status === "loading" || !verified) {
    return (
      <div className="loading-screen" role="status">
        <span className="spinner" aria-hidden="true" />
        {messages.loading}
      </div>
    );
  }
  if (status === "signed-out")
    return leaving ? null : (
      <Navigate to={localizedPath(paths.signIn, language)} replace state={{ from: location }} />
    );
  return <>{children}</>;
}
