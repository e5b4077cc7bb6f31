import { stegaClean } from "@sanity/client/stega";
import { Link } from "react-router";
import type { AgentSubscription, Usage, Workflow } from "#web/shared/api/backend.ts";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import { Icon } from "#web/shared/ui/Icon.tsx";
import type { DashboardAgentContent, DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { AgentWorkflows, type WorkflowStatusLabels } from "./AgentWorkflows";
import type { BackendLoad, BackendSection } from "../data/loadState";
import { useQuotaDisagreementReports } from "../data/quotaReports";
import { agentOf as contentAgentOf, planName, planOf } from "../plan/planContent";
import { LoadNote, SectionBody, type LoadTexts } from "../SectionBody";
import { SubscriptionDates } from "./SubscriptionDates";
import { usageWords } from "../usageWords";

type Texts = DashboardPageContent["agentsCard"] | undefined;

/**
 * Your agents: each subscription with its agent's name, icon and page (the site's agents), plan,
 * status, dates, its use of the plan's quota this period (the backend's limit), and the workflows
 * it runs. The workflows and the usage load on their own: while one cannot, each agent says
 * nothing of it (or that its usage is not available) and the list ends with why.
 */
export function YourAgents({
  section,
  workflows,
  usage,
  plans,
  texts,
  workflowStatusLabels,
  loadTexts,
}: {
  section: BackendSection<AgentSubscription>;
  workflows: BackendSection<Workflow>;
  usage: BackendLoad<Usage[]>;
  /** The content's agents with their plans: names and quotas. */
  plans: readonly DashboardAgentContent[] | null | undefined;
  texts: Texts;
  workflowStatusLabels: WorkflowStatusLabels;
  loadTexts: LoadTexts;
}) {
  const { formats } = useMessages();
  useQuotaDisagreementReports(section, usage, plans);
  const agents = useRootData().agents;
  const agentOf = (slug: string) => agents.find((agent) => stegaClean(agent.slug) === slug);
  const usageOf = (subscription: AgentSubscription) => {
    if (usage.status === "loading") return loadTexts?.loadingText;
    const use =
      usage.status === "loaded" && usage.value.find((item) => item.subscription_id === subscription.id);
    if (!use) return texts?.usageMissingText;
    const quota = planOf(contentAgentOf(plans, subscription.agent_slug), subscription.plan)?.quota;
    return usageWords(use, quota, texts).text;
  };
  return (
    <SectionBody
      section={section}
      texts={loadTexts}
      empty={<p className="dashboard-section__note">{texts?.emptyText}</p>}
    >
      {(subscriptions) => (
        <>
          <ul className="dashboard-list">
            {subscriptions.map((subscription) => {
              const agent = agentOf(subscription.agent_slug);
              const planNameOf = (planId: string) =>
                planName(contentAgentOf(plans, subscription.agent_slug), planId);
              return (
                <li key={subscription.id} className="dashboard-item subscription">
                  <h2 className="dashboard-item__title">
                    <span className="icon-badge">
                      <Icon name={agent?.icon} size={18} />
                    </span>
                    {agent ? (
                      <Link to={paths.agent(subscription.agent_slug)}>{agent.name}</Link>
                    ) : (
                      subscription.agent_slug
                    )}
                  </h2>
                  <dl className="dashboard-facts">
                    <div>
                      <dt>{texts?.planLabel}</dt>
                      <dd className="subscription__plan">{planNameOf(subscription.plan)}</dd>
                    </div>
                    <div>
                      <dt>{texts?.statusLabel}</dt>
                      <dd>
                        <span className={`status status--${subscription.status}`}>
                          {texts?.statusLabels?.[subscription.status]}
                        </span>
                      </dd>
                    </div>
                    <div>
                      <dt>{texts?.startedLabel}</dt>
                      <dd>{formatDate(subscription.started_at, formats)}</dd>
                    </div>
                    <SubscriptionDates subscription={subscription} texts={texts} planName={planNameOf} />
                    {subscription.status === "cancelled" || usage.status === "unconfigured" ? null : (
                      <div>
                        <dt>{texts?.usageLabel}</dt>
                        <dd>{usageOf(subscription)}</dd>
                      </div>
                    )}
                  </dl>
                  {workflows.status === "loaded" || workflows.status === "empty" ? (
                    <AgentWorkflows
                      workflows={
                        workflows.status === "loaded"
                          ? workflows.items.filter((workflow) => workflow.subscription_id === subscription.id)
                          : []
                      }
                      texts={texts}
                      statusLabels={workflowStatusLabels}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {workflows.status === "loaded" || workflows.status === "empty" ? null : (
            <LoadNote load={workflows} texts={loadTexts} />
          )}
          {usage.status === "failed" ? <LoadNote load={usage} texts={loadTexts} /> : null}
        </>
      )}
    </SectionBody>
  );
}
