import type { ComponentType, ReactNode } from "react";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { SkipLink } from "./SkipLink";

/** The site search's button, given by the layout: in the bar (wide screens) and in the drawer. */
export type SearchSlot = ComponentType<{ place: "navbar" | "drawer" }>;

type HeaderShellProps = {
  /** Added to `site-header` (`site-header--agent`). */
  className?: string;
  /** Above the bar (the promo banner). */
  banner?: ReactNode;
  /** The bar fixed with a shadow. */
  sticky?: boolean;
  /** The menu's items (`<li>`s) in the bar, and in the drawer. */
  links: ReactNode;
  drawerLinks: ReactNode;
  /** After the search button in the bar (the account links, a call to action), and last in the drawer. */
  account: ReactNode;
  drawerAccount: ReactNode;
  Search?: SearchSlot;
};

/**
 * A header of the site (`Navbar`, `AgentTopBar`): the skip link to <main>, then a bar with the
 * logo, the menu, the search button, the language switcher and the account part, which below
 * 64rem fold into a drawer.
 */
export function HeaderShell({
  className,
  banner,
  sticky,
  links,
  drawerLinks,
  account,
  drawerAccount,
  Search,
}: HeaderShellProps) {
  const { settings } = useRootData();
  const labels = settings?.navigation;
  return (
    <header className={className ? `site-header ${className}` : "site-header"}>
      <SkipLink label={labels?.skipLinkLabel} />
      {banner}
      <div className={sticky ? "navbar navbar--sticky" : "navbar"}>
        <div className="container navbar__inner">
          <Logo siteName={settings?.siteName} />
          <nav aria-label={labels?.mainNavLabel ?? undefined} className="navbar__nav">
            <ul className="navbar__links">{links}</ul>
          </nav>
          {Search ? <Search place="navbar" /> : null}
          <LanguageSwitcher place="navbar" />
          <div className="navbar__account">{account}</div>
          <MobileDrawer
            title={settings?.siteName}
            openLabel={labels?.openMenuLabel}
            closeLabel={labels?.closeMenuLabel}
          >
            {Search ? <Search place="drawer" /> : null}
            <nav aria-label={labels?.mobileNavLabel ?? undefined} className="drawer__nav">
              <ul>{drawerLinks}</ul>
            </nav>
            {drawerAccount}
            <LanguageSwitcher place="drawer" />
          </MobileDrawer>
        </div>
      </div>
    </header>
  );
}
