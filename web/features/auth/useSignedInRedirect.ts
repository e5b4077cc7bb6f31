import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { returnTarget } from "#web/shared/auth/returnTarget.ts";
import { useTrialChoice } from "#web/shared/auth/useTrialChoice.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";

/**
 * Where the sign-in and sign-up pages go on success: the dashboard in the page's language,
 * starting the trial the address carries; else the page the guard was asked for, or that
 * dashboard. A visitor who is already signed in when the page opens goes there at once.
 */
export function useSignedInRedirect(formSucceeded: boolean) {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: unknown } | null)?.from;
  const trial = useTrialChoice();
  const target = returnTarget(
    from,
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
