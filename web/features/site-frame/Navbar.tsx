import { stegaClean } from "@sanity/client/stega";
import { useEffect, useState } from "react";
import { NavLink } from "react-router";
import { isSitePathHref } from "#schemas/lib/links.ts";
import { AccountLinks } from "./AccountLinks";
import { AgentsMenu } from "./AgentsMenu";
import { HeaderShell, type SearchSlot } from "./HeaderShell";
import { MenuLink } from "./MenuLink";
import { menuHref, shownItems } from "./menuItems";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { usePrefetching } from "#web/shared/navigation/usePrefetching.ts";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";

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

/** Its links and the place of the AI Agents dropdown are the main menu (`siteSettings.mainMenu`). */
export function Navbar({ Search }: { Search?: SearchSlot }) {
  const { settings, agents } = useRootData();
  const localized = useLocalizedPath();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const menu = shownItems(settings?.mainMenu);
  // The home page last: it brings the most code (most of the blocks'), and first it would leave the
  // cap room for no other page (docs/decisions/016-home-page-last-in-prefetch.md).
  const home = localized(paths.home);
  const linked = menu.flatMap((item) => {
    const href = item._type === "menuLink" ? menuHref(item) : null;
    return href && isSitePathHref(href) ? [href] : [];
  });
  const linkedPages = linked.filter((href) => href !== home);
  const cta = settings?.primaryCta?.href;
  const accountPages = [localized(paths.signIn), ...(cta && isSitePathHref(cta) ? [cta] : [])];
  const agentPages = menu.some((item) => item._type === "agentsMenu")
    ? [localized(paths.agents), ...agents.map((agent) => paths.agent(stegaClean(agent.slug), agent.language))]
    : [];
  usePrefetching([...linkedPages, ...accountPages, ...agentPages, ...(linked.includes(home) ? [home] : [])]);

  return (
    <HeaderShell
      sticky={sticky}
      links={menu.map((item) => (
        <li key={item._key}>
          {item._type === "agentsMenu" ? (
            <AgentsMenu label={item.label} allLabel={item.allAgentsLabel} agents={agents} />
          ) : (
            <MenuLink link={item} className="navbar__link" />
          )}
        </li>
      ))}
      drawerLinks={menu.map((item) => (
        <li key={item._key}>
          {item._type === "agentsMenu" ? (
            <>
              <NavLink to={localized(paths.agents)} end>
                {item.allAgentsLabel}
              </NavLink>
              <ul className="drawer__sublist">
                {agents.map((agent) => (
                  <li key={agent._id}>
                    <NavLink to={paths.agent(stegaClean(agent.slug), agent.language)}>{agent.name}</NavLink>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <MenuLink link={item} />
          )}
        </li>
      ))}
      account={<AccountLinks primaryCta={settings?.primaryCta} />}
      drawerAccount={<AccountLinks primaryCta={settings?.primaryCta} />}
      Search={Search}
    />
  );
}
