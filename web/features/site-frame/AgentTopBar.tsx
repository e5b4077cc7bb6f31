import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { HeaderShell, type SearchSlot } from "./HeaderShell";
import { MenuLink } from "./MenuLink";
import { shownItems } from "./menuItems";

/** The agent pages' header, with its own menu (`siteSettings.agentTopBarMenu`). */
export function AgentTopBar({ Search }: { Search?: SearchSlot }) {
  const { settings } = useRootData();
  const promo = settings?.promoBanner;
  const cta = settings?.agentTopBarCta;
  const menu = shownItems(settings?.agentTopBarMenu);
  const links = (className?: string) =>
    menu.map((link) => (
      <li key={link._key}>
        <MenuLink link={link} className={className} />
      </li>
    ));

  return (
    <HeaderShell
      className="site-header--agent"
      banner={
        promo?.text ? (
          <div className="promo-banner">
            <p className="container">
              <span>{promo.text}</span>{" "}
              <CtaLink href={promo.cta?.href} className="promo-banner__link">
                {promo.cta?.label}
              </CtaLink>
            </p>
          </div>
        ) : null
      }
      links={links("navbar__link")}
      drawerLinks={links()}
      account={
        <CtaLink href={cta?.href} variant="primary">
          {cta?.label}
        </CtaLink>
      }
      drawerAccount={
        <CtaLink href={cta?.href} variant="primary" className="button--block">
          {cta?.label}
        </CtaLink>
      }
      Search={Search}
    />
  );
}
