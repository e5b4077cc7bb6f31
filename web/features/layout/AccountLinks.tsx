import { Link, useNavigate } from "react-router";
import { useAuth } from "~/shared/auth/AuthProvider";
import { CtaLink } from "~/shared/ui/CtaLink";
import type { SiteSettings } from "./useSiteChrome";

type AccountLinksProps = { primaryCta: NonNullable<SiteSettings>["primaryCta"] | undefined };

/**
 * The navbar's account slot: Sign In and Get Started when signed out, Dashboard and Logout
 * when signed in. While the sign-in state loads it holds the signed-out links, invisible, so
 * the slot already has the width most visitors will see and nothing shifts.
 */
export function AccountLinks({ primaryCta }: AccountLinksProps) {
  const { status, logout } = useAuth();
  const navigate = useNavigate();

  const signedOutLinks = (
    <>
      <Link to="/signin" className="button button--outline">
        Sign In
      </Link>
      <CtaLink href={primaryCta?.href} variant="primary">
        {primaryCta?.label}
      </CtaLink>
    </>
  );

  if (status === "loading")
    return (
      <div className="account-links account-links--pending" aria-hidden="true" inert>
        {signedOutLinks}
      </div>
    );

  if (status === "signed-in") {
    const onLogout = async () => {
      try {
        await logout();
        navigate("/");
      } catch (error) {
        console.error("Failed to sign out.", error);
      }
    };
    return (
      <div className="account-links">
        <Link to="/dashboard" className="button button--outline">
          Dashboard
        </Link>
        <button type="button" className="button button--primary" onClick={onLogout}>
          Logout
        </button>
      </div>
    );
  }

  return <div className="account-links">{signedOutLinks}</div>;
}
