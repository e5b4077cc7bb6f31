import { Link, useNavigate } from "react-router";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import type { SiteSettingsContent } from "#content/contentTypes.ts";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";

type AccountLinksProps = { primaryCta: NonNullable<SiteSettingsContent>["primaryCta"] | undefined };

/** Hidden from sight, the keyboard and assistive technology. */
const hiddenUnless = (shown: boolean) =>
  shown ? {} : { className: "account-links account-links--hidden", "aria-hidden": true, inert: true };

/**
 * Both sets (signed out, signed in) are always laid out in the same place, the one not in use
 * invisible, so nothing shifts while the sign-in state loads or when it changes.
 */
export function AccountLinks({ primaryCta }: AccountLinksProps) {
  const { status, logout } = useAuth();
  const labels = useRootData().settings?.navigation;
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  // Home first: on the dashboard, its guard would send the signed-out visitor to sign in instead.
  const onLogout = async () => {
    await navigate(localized(paths.home));
    try {
      await logout();
    } catch (error) {
      console.error("Failed to sign out.", error);
    }
  };

  return (
    <div className="account-slot">
      <div className="account-links" {...hiddenUnless(status === "signed-out")}>
        <Link to={localized(paths.signIn)} className="button button--outline">
          {labels?.signInLabel}
        </Link>
        <CtaLink href={primaryCta?.href} variant="primary">
          {primaryCta?.label}
        </CtaLink>
      </div>
      <div className="account-links" {...hiddenUnless(status === "signed-in")}>
        <Link to={localized(paths.dashboard)} className="button button--outline">
          {labels?.dashboardLabel}
        </Link>
        <button type="button" className="button button--primary" onClick={onLogout}>
          {labels?.logoutLabel}
        </button>
      </div>
    </div>
  );
}
