import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "~/shared/auth/AuthProvider";
import { safeReturnPath } from "~/shared/auth/returnTarget";

/**
 * Where the sign-in and sign-up pages go on success: the page the guard was asked for, or
 * the dashboard. A visitor who is already signed in when the page opens goes there at once.
 */
export function useSignedInRedirect(formSucceeded: boolean) {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = safeReturnPath(from, typeof window === "undefined" ? undefined : window.location.origin);
  const alreadySignedIn = status === "signed-in" && !formSucceeded;

  useEffect(() => {
    if (alreadySignedIn) navigate(target, { replace: true });
  }, [alreadySignedIn, navigate, target]);

  return { goToTarget: () => navigate(target, { replace: true }) };
}
