import type { ComponentType, ReactNode } from "react";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { SkipLink } from "./SkipLink";

/** Given by the layout (another feature's code). */
export type SearchSlot = ComponentType<{ place: "navbar" | "drawer" }>;

type HeaderShellProps = {
  className?: string;
  /** Above the bar (the promo banner). */
  banner?: ReactNode;
  sticky?: boolean;
  /** The menu's items (`<li>`s) in the bar, and in the drawer. */
  links: ReactNode;
  drawerLinks: ReactNode;
  /** After the search button in the bar (the account links, a call to action), and last in the drawer. */
  account: ReactNode;
  drawerAccount: ReactNode;
  Search?: SearchSlot;
};

/** Below 64rem the menu, search, language switcher and account part fold into a drawer. */
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
