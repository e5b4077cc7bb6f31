import { useId, type MouseEvent } from "react";
import { Link } from "react-router";
import type { AgentSubscription, Usage, Workflow } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { fill, formatCount, formatDate } from "#web/shared/ui/format.ts";
import { Icon } from "#web/shared/ui/Icon.tsx";
import type { DashboardAgentContent, DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import type { IconName } from "#schemas/iconNames.ts";
import { failingWorkflows, quotasToWatch, trialsEnding, type AttentionItem } from "../data/attention";
import type { BackendLoad, BackendSection } from "../data/loadState";
import { DashboardSection } from "../DashboardSection";
import { agentOf } from "../plan/planContent";
import type { LoadTexts } from "../SectionBody";
import { WorkflowLastError } from "../workflows/WorkflowLastError";

type Texts = DashboardPageContent["attention"] | undefined;
type Agents = readonly DashboardAgentContent[] | null | undefined;

const listOf = <Item,>(section: BackendSection<Item>): Item[] | null =>
  section.status === "loaded" ? section.items : section.status === "empty" ? [] : null;

/** Failing workflows first, then used-up quotas, nearly used ones, and trials ending. */
const RANK = { failing: 0, reached: 1, near: 2, trial: 3 };
const rank = (item: AttentionItem) => RANK[item.kind === "quota" ? item.level : item.kind];

/**
 * What needs attention, from what has loaded: failing workflows (their error and a link to the
 * run), quotas at 80 % and 100 % of the plan's, trials ending within 3 days (both leading to
 * Usage and plan). Each part comes from its own call: one that fails takes only its part away,
 * and says so with a Retry. "All good" once every call has answered and nothing needs attention.
 */
export function NeedsAttention({
  workflows,
  subscriptions,
  usage,
  agents,
  texts,
  loadTexts,
  today,
}: {
  workflows: BackendSection<Workflow>;
  subscriptions: BackendSection<AgentSubscription>;
  usage: BackendLoad<Usage[]>;
  /** The content's agents: their names, plans and quotas. */
  agents: Agents;
  texts: Texts;
  loadTexts: LoadTexts;
  today: Date;
}) {
  const flows = listOf(workflows);
  const owned = listOf(subscriptions);
  const used = usage.status === "loaded" ? usage.value : null;
  const items = [
    ...(flows ? failingWorkflows(flows) : []),
    ...(owned && used ? quotasToWatch(owned, used, agents) : []),
    ...(owned ? trialsEnding(owned, today) : []),
  ].sort((a, b) => rank(a) - rank(b));
  const loads = [workflows, subscriptions, usage];
  const failed = loads.filter((load) => load.status === "failed");
  const waiting = loads.some((load) => load.status === "loading");
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.closest("section")?.querySelector<HTMLElement>("h2")?.focus();
    for (const load of failed) load.retry();
  };

  return (
    <DashboardSection title={texts?.title} className="attention">
      {items.length ? (
        <ul className="attention-list">
          {items.map((item) => (
            <AttentionEntry key={keyOf(item)} item={item} agents={agents} texts={texts} />
          ))}
        </ul>
      ) : null}
      {failed.length ? (
        <div className="alert alert--error dashboard-section__fault">
          <p role="alert">{texts?.uncheckedText}</p>
          <button type="button" className="button button--outline" onClick={retry}>
            {loadTexts?.retryLabel}
          </button>
        </div>
      ) : waiting ? (
        items.length ? null : (
          <p className="dashboard-section__note">{loadTexts?.loadingText}</p>
        )
      ) : items.length ? null : (
        <p className="attention__all-good">
          <Icon name="circle-check" size={18} />
          {texts?.allGoodText}
        </p>
      )}
    </DashboardSection>
  );
}

const keyOf = (item: AttentionItem) =>
  item.kind === "failing" ? `failing-${item.workflow.id}` : `${item.kind}-${item.subscription.id}`;

const ICONS: Record<AttentionItem["kind"], IconName> = {
  failing: "activity",
  quota: "gauge",
  trial: "calendar",
};

function AttentionEntry({ item, agents, texts }: { item: AttentionItem; agents: Agents; texts: Texts }) {
  const { formats } = useMessages();
  const localized = useLocalizedPath();
  // Each entry's links are named by its title too: several say "See the run".
  const titleId = useId();
  const agentName = (subscription: AgentSubscription) =>
    agentOf(agents, subscription.agent_slug)?.name ?? subscription.agent_slug;
  const serious = item.kind === "failing" || (item.kind === "quota" && item.level === "reached");
  const planLink = (label: string | null | undefined) => (
    <Link to={localized(paths.dashboardPlan)} aria-describedby={titleId}>
      {label}
    </Link>
  );
  return (
    <li className={`attention-item${serious ? " attention-item--serious" : ""}`}>
      <Icon name={ICONS[item.kind]} size={18} className="attention-item__icon" />
      <div className="attention-item__body">
        {item.kind === "failing" ? (
          <>
            <p id={titleId} className="attention-item__title">
              {fill(texts?.failingText ?? "", { workflow: item.workflow.name })}
            </p>
            <WorkflowLastError
              error={item.error}
              sinceText={texts?.sinceText}
              seeRunLabel={texts?.seeRunLabel}
              describedBy={titleId}
            />
          </>
        ) : item.kind === "quota" ? (
          <>
            <p id={titleId} className="attention-item__title">
              {fill((item.level === "reached" ? texts?.quotaReachedText : texts?.quotaNearText) ?? "", {
                agent: agentName(item.subscription),
                used: formatCount(item.used),
                limit: formatCount(item.limit),
                unit: item.unit,
              })}
            </p>
            <p className="attention-item__meta">
              <span>{fill(texts?.resetsText ?? "", { date: formatDate(item.resetsAt, formats) })}</span>
              {planLink(texts?.quotaLinkLabel)}
            </p>
          </>
        ) : (
          <>
            <p id={titleId} className="attention-item__title">
              {fill(texts?.trialEndingText ?? "", {
                agent: agentName(item.subscription),
                date: formatDate(item.endsAt, formats),
              })}
            </p>
            <p className="attention-item__meta">{planLink(texts?.trialLinkLabel)}</p>
          </>
        )}
      </div>
    </li>
  );
}
