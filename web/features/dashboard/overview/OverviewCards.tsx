import { Link } from "react-router";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { Icon } from "#web/shared/ui/Icon.tsx";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import type { IconName } from "#schemas/iconNames.ts";
import "./overview-cards.css";

type Texts = DashboardPageContent["overviewCards"] | undefined;

// Each card's texts in `dashboardPage.overviewCards`, where it leads, its icon.
const CARDS: readonly { card: keyof NonNullable<Texts>; to: string; icon: IconName }[] = [
  { card: "agents", to: paths.agents, icon: "bot" },
  { card: "analytics", to: paths.dashboardRuns, icon: "chart-column" },
  { card: "settings", to: paths.dashboardSettings, icon: "settings" },
];

/**
 * The spec's three cards, each a way on: AI Agents to the agents' page, Analytics to the Runs
 * area (every run, where the Overview's chart shows a count a day), Account Settings to Settings;
 * in the page's language. The whole card answers to its link.
 */
export function OverviewCards({ texts }: { texts: Texts }) {
  const localized = useLocalizedPath();
  return (
    <ul className="overview-cards">
      {CARDS.map(({ card, to, icon }) => (
        <li key={card} className="card overview-card">
          <Icon name={icon} size={20} className="overview-card__icon" />
          <h2>{texts?.[card]?.title}</h2>
          <p>{texts?.[card]?.description}</p>
          <Link to={localized(to)} className="overview-card__link stretched-link">
            {texts?.[card]?.linkLabel}
          </Link>
        </li>
      ))}
    </ul>
  );
}
