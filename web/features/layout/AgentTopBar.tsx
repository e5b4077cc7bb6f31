import { CtaLink } from "~/shared/ui/CtaLink";
import { Logo } from "./Logo";
import { MenuLink } from "./MenuLink";
import { shownItems } from "./menuItems";
import { MobileDrawer } from "./MobileDrawer";
import type { SearchSlot } from "./Navbar";
import { useSiteChrome } from "~/shared/content/useSiteChrome";
import { SkipLink } from "./SkipLink";

/**
 * The agent pages' header: the promo banner, then a slim bar with its own menu
 * (`siteSettings.agentTopBarMenu`: Home and Contact), the site search and Get Started.
 */
export function AgentTopBar({ Search }: { Search?: SearchSlot }) {
  const { settings } = useSiteChrome();
  const promo = settings?.promoBanner;
  const cta = settings?.agentTopBarCta;
  const labels = settings?.navigation;
  const menu = shownItems(settings?.agentTopBarMenu);
  const links = (className?: string) =>
    menu.map((link) => (
      <li key={link._key}>
        <MenuLink link={link} className={className} />
      </li>
    ));

  return (
    <header className="site-header site-header--agent">
      <SkipLink label={labels?.skipLinkLabel} />
      {promo?.text ? (
        <div className="promo-banner">
          <p className="container">
            <span>{promo.text}</span>{" "}
            <CtaLink href={promo.cta?.href} className="promo-banner__link">
              {promo.cta?.label}
            </CtaLink>
          </p>
        </div>
      ) : null}
      <div className="navbar">
        <div className="container navbar__inner">
          <Logo siteName={settings?.siteName} />
          <nav aria-label={labels?.mainNavLabel ?? undefined} className="navbar__nav">
            <ul className="navbar__links">{links("navbar__link")}</ul>
          </nav>
          {Search ? <Search place="navbar" /> : null}
          <div className="navbar__account">
            <CtaLink href={cta?.href} variant="primary">
              {cta?.label}
            </CtaLink>
          </div>
          <MobileDrawer
            title={settings?.siteName}
            openLabel={labels?.openMenuLabel}
            closeLabel={labels?.closeMenuLabel}
          >
            {Search ? <Search place="drawer" /> : null}
            <nav aria-label={labels?.mobileNavLabel ?? undefined} className="drawer__nav">
              <ul>{links()}</ul>
            </nav>
            <CtaLink href={cta?.href} variant="primary" className="button--block">
              {cta?.label}
            </CtaLink>
          </MobileDrawer>
        </div>
      </div>
    </header>
  );
}
