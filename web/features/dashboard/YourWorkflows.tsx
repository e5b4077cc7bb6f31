import { stegaClean } from "@sanity/client/stega";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import type { AgentSubscription, Workflow } from "#web/shared/api/backend.ts";
import { useRootData } from "#web/shared/content/useRootData.ts";
import { formatCount, formatDate } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { BackendSection } from "./data/useBackendSection";
import { formatPercent, successRate, totalRuns } from "./data/runFigures";
import { SectionBody, type LoadTexts } from "./SectionBody";

type Texts = DashboardPageContent["workflowsCard"] | undefined;

/** Your workflows: name, agent, status, last run, and the last 30 days' runs and success rate of each. */
export function YourWorkflows({
  section,
  subscriptions,
  texts,
  loadTexts,
}: {
  section: BackendSection<Workflow>;
  /** The customer's subscriptions, once loaded: they name each workflow's agent. */
  subscriptions: readonly AgentSubscription[];
  texts: Texts;
  loadTexts: LoadTexts;
}) {
  const { formats } = useMessages();
  const agents = useRootData().agents;
  const agentName = (subscriptionId: string) => {
    const slug = subscriptions.find((subscription) => subscription.id === subscriptionId)?.agent_slug;
    return slug ? (agents.find((agent) => stegaClean(agent.slug) === slug)?.name ?? slug) : null;
  };
  return (
    <SectionBody
      section={section}
      texts={loadTexts}
      empty={<p className="dashboard-section__note">{texts?.emptyText}</p>}
    >
      {(workflows) => (
        <ul className="dashboard-list">
          {workflows.map((workflow) => {
            const agent = agentName(workflow.subscription_id);
            const runs = totalRuns(workflow.runs_by_day);
            const rate = successRate(workflow.runs_by_day);
            return (
              <li key={workflow.id} className="dashboard-item">
                <h2 className="dashboard-item__title">{workflow.name}</h2>
                <dl className="dashboard-facts">
                  {agent ? (
                    <div>
                      <dt>{texts?.agentLabel}</dt>
                      <dd>{agent}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{texts?.statusLabel}</dt>
                    <dd>
                      <span className={`status status--${workflow.status}`}>
                        {texts?.statusLabels?.[workflow.status]}
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt>{texts?.lastRunLabel}</dt>
                    <dd>
                      {workflow.last_run_at ? formatDate(workflow.last_run_at, formats) : texts?.neverRunText}
                    </dd>
                  </div>
                  <div>
                    <dt>{texts?.runsLabel}</dt>
                    <dd>{formatCount(runs.succeeded + runs.failed)}</dd>
                  </div>
                  <div>
                    <dt>{texts?.successRateLabel}</dt>
                    <dd>{rate === null ? texts?.noRunsText : formatPercent(rate)}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </SectionBody>
  );
}
