import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuthSession } from "./AuthProvider";
import { signInFor } from "./returnTarget";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";

/**
 * Shows its children to signed-in users; sends others to the sign-in page in the page's language,
 * with the page they asked for in its address (`/signin?next=…`, `signInFor`): a reload or a slow
 * redirect keeps it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, verified } = useAuthSession();
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const messages = useMessages();
  // Firebase itself says nobody is signed in (not only the absence of a sign-in hint).
  const signedOut = status === "signed-out" && verified === true;
  useEffect(() => {
    // The address has moved on: a navigation is taking the visitor elsewhere (the navbar's Logout
    // goes home first), and this page only has not been replaced yet.
    if (!signedOut || window.location.pathname !== location.pathname) return;
    const { pathname, search, hash } = location;
    void navigate(signInFor(`${pathname}${search}${hash}`, language), { replace: true });
  }, [signedOut, location, navigate, language]);
  if (status === "signed-in" && verified) return <>{children}</>;
  const loading = (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      {messages.loading}
    </div>
  );
  // Also while the sign-in page replaces it: an empty page in between would pull the footer up,
  // then push it down again (docs/client-area.md).
  return loading;
}
