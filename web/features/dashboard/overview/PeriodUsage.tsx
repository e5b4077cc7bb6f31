import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { AgentSubscription, Usage } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { fill, formatDate } from "#web/shared/ui/format.ts";
import type { DashboardAgentContent, DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import type { BackendLoad, BackendSection } from "../data/loadState";
import { useQuotaDisagreementReports } from "../data/quotaReports";
import { DashboardSection } from "../DashboardSection";
import { agentOf, planOf } from "../plan/planContent";
import { LoadNote, type LoadTexts } from "../SectionBody";
import { usageWords } from "../usageWords";

type Texts = DashboardPageContent["attention"] | undefined;

/**
 * This period's usage, compact: each subscription's use of its plan's quota, a meter, and when
 * the count resets; a link to Usage and plan, where it is in full. It needs the usage and the
 * subscriptions (which agent and plan each use is of); either failing says why, with a Retry.
 */
export function PeriodUsage({
  usage,
  subscriptions,
  agents,
  texts,
  loadTexts,
}: {
  usage: BackendLoad<Usage[]>;
  subscriptions: BackendSection<AgentSubscription>;
  agents: readonly DashboardAgentContent[] | null | undefined;
  texts: Texts;
  loadTexts: LoadTexts;
}) {
  const { formats } = useMessages();
  const localized = useLocalizedPath();
  useQuotaDisagreementReports(subscriptions, usage, agents);
  const pending =
    usage.status !== "loaded"
      ? usage
      : subscriptions.status !== "loaded" && subscriptions.status !== "empty"
        ? subscriptions
        : null;
  const owned = subscriptions.status === "loaded" ? subscriptions.items : [];
  const rows =
    usage.status === "loaded"
      ? usage.value.flatMap((use) => {
          const subscription = owned.find((item) => item.id === use.subscription_id);
          return subscription ? [{ use, subscription }] : [];
        })
      : [];
  return (
    <DashboardSection title={texts?.usageTitle} className="period-usage">
      {pending ? (
        <LoadNote load={pending} texts={loadTexts} />
      ) : rows.length ? (
        <ul className="period-usage__list">
          {rows.map(({ use, subscription }) => {
            const agent = agentOf(agents, subscription.agent_slug);
            const quota = planOf(agent, subscription.plan)?.quota;
            const { text, figures } = usageWords(use, quota, texts);
            return (
              <li key={subscription.id} className="period-usage__row">
                <span className="period-usage__agent">{agent?.name ?? subscription.agent_slug}</span>
                <span className="period-usage__count">{text}</span>
                <span
                  className={`period-usage__bar period-usage__bar--${figures.kind === "counted" ? figures.level : "none"}`}
                  style={{ "--share": figures.kind === "counted" ? figures.share : 0 } as CSSProperties}
                  aria-hidden="true"
                />
                <span className="period-usage__resets">
                  {fill(texts?.resetsText ?? "", { date: formatDate(use.period_end, formats) })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="dashboard-section__note">{texts?.usageEmptyText}</p>
      )}
      <p className="period-usage__more">
        <Link to={localized(paths.dashboardPlan)}>{texts?.usageLinkLabel}</Link>
      </p>
    </DashboardSection>
  );
}
