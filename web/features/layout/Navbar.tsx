import { stegaClean } from "@sanity/client/stega";
import { useEffect, useState } from "react";
import { NavLink } from "react-router";
import { AccountLinks } from "./AccountLinks";
import { AgentsMenu } from "./AgentsMenu";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { useSiteChrome } from "~/shared/content/useSiteChrome";
import { SkipLink } from "./SkipLink";
import { usePrefetching } from "~/shared/navigation/usePrefetching";
import { paths } from "~/shared/paths";

const STICKY_AFTER_PX = 100;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return past;
}

/** The site navbar: fixed with a shadow once the page is scrolled; a drawer below 64rem. */
export function Navbar() {
  const { settings, agents, agentsPageTitle } = useSiteChrome();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const labels = settings?.navigation;
  const pages = [
    { to: paths.about, label: labels?.aboutLabel },
    { to: paths.pricing, label: labels?.pricingLabel },
    { to: paths.contact, label: labels?.contactLabel },
  ];
  // Every page the navbar leads to, its agents menu's included, loads while the browser is idle.
  usePrefetching([
    ...pages.map((page) => page.to),
    paths.home,
    paths.agents,
    ...(agents ?? []).map((agent) => paths.agent(stegaClean(agent.slug))),
  ]);

  return (
    <header className="site-header">
      <SkipLink label={labels?.skipLinkLabel} />
      <div className={sticky ? "navbar navbar--sticky" : "navbar"}>
        <div className="container navbar__inner">
          <Logo siteName={settings?.siteName} />
          <nav aria-label={labels?.mainNavLabel ?? undefined} className="navbar__nav">
            <ul className="navbar__links">
              <li>
                <NavLink to={paths.home} end className="navbar__link">
                  {labels?.homeLabel}
                </NavLink>
              </li>
              <li>
                <AgentsMenu label={agentsPageTitle} allLabel={labels?.allAgentsLabel} agents={agents} />
              </li>
              {pages.map((page) => (
                <li key={page.to}>
                  <NavLink to={page.to} className="navbar__link">
                    {page.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="navbar__account">
            <AccountLinks primaryCta={settings?.primaryCta} />
          </div>
          <MobileDrawer
            title={settings?.siteName}
            openLabel={labels?.openMenuLabel}
            closeLabel={labels?.closeMenuLabel}
          >
            <nav aria-label={labels?.mobileNavLabel ?? undefined} className="drawer__nav">
              <ul>
                <li>
                  <NavLink to={paths.home} end>
                    {labels?.homeLabel}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.agents} end>
                    {labels?.allAgentsLabel}
                  </NavLink>
                  <ul className="drawer__sublist">
                    {agents.map((agent) => (
                      <li key={agent._id}>
                        <NavLink to={paths.agent(stegaClean(agent.slug))}>{agent.name}</NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
                {pages.map((page) => (
                  <li key={page.to}>
                    <NavLink to={page.to}>{page.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <AccountLinks primaryCta={settings?.primaryCta} />
          </MobileDrawer>
        </div>
      </div>
    </header>
  );
}
