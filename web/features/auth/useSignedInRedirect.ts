import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { returnTarget } from "#web/shared/auth/returnTarget.ts";
import { useAccountJourney } from "#web/shared/auth/useAccountJourney.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";

/**
 * Where the sign-in and sign-up pages go on success: the dashboard in the page's language,
 * starting the trial the address carries; else the page the address names (`?next=`, the one the
 * guard was asked for), or that dashboard. A visitor who is already signed in when the page opens
 * goes there at once.
 */
export function useSignedInRedirect(formSucceeded: boolean) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const { trial, next } = useAccountJourney();
  const target = returnTarget(
    next,
    trial,
    typeof window === "undefined" ? undefined : window.location.origin,
    useLanguage(),
  );
  const alreadySignedIn = status === "signed-in" && !formSucceeded;

  useEffect(() => {
    if (alreadySignedIn) navigate(target, { replace: true });
  }, [alreadySignedIn, navigate, target]);

  return { goToTarget: () => navigate(target, { replace: true }) };
}
