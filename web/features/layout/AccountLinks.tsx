import { Link } from "react-router";
import { CtaLink } from "~/shared/ui/CtaLink";
import type { SiteSettings } from "./useSiteChrome";

type AccountLinksProps = { primaryCta: NonNullable<SiteSettings>["primaryCta"] | undefined };

/** The navbar's account slot. Signed-out links for now; the accounts work swaps it by auth state. */
export function AccountLinks({ primaryCta }: AccountLinksProps) {
  return (
    <div className="account-links">
      <Link to="/signin" className="button button--outline">
        Sign In
      </Link>
      <CtaLink href={primaryCta?.href} variant="primary">
        {primaryCta?.label}
      </CtaLink>
    </div>
  );
}
