import { stegaClean } from "@sanity/client/stega";
import { Link } from "react-router";
import type { AgentSubscription, Workflow } from "#web/shared/api/backend.ts";
import { useRootData } from "#web/shared/content/useRootData.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import { Icon } from "#web/shared/ui/Icon.tsx";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { AgentWorkflows, type WorkflowStatusLabels } from "./AgentWorkflows";
import type { BackendSection } from "./data/useBackendSection";
import { LoadNote, SectionBody, type LoadTexts } from "./SectionBody";

type Texts = DashboardPageContent["agentsCard"] | undefined;

/**
 * Your agents: each subscription with its agent's name, icon and page (the site's agents), plan,
 * status and dates, and the workflows it runs. The workflows load on their own: while they
 * cannot, each agent says nothing of them and the list ends with why.
 */
export function YourAgents({
  section,
  workflows,
  texts,
  workflowStatusLabels,
  loadTexts,
}: {
  section: BackendSection<AgentSubscription>;
  workflows: BackendSection<Workflow>;
  texts: Texts;
  workflowStatusLabels: WorkflowStatusLabels;
  loadTexts: LoadTexts;
}) {
  const { formats } = useMessages();
  const agents = useRootData().agents;
  const agentOf = (slug: string) => agents.find((agent) => stegaClean(agent.slug) === slug);
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
                      <dd className="subscription__plan">{subscription.plan}</dd>
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
                    {subscription.status === "trial" && subscription.trial_ends_at ? (
                      <div>
                        <dt>{texts?.trialEndsLabel}</dt>
                        <dd>{formatDate(subscription.trial_ends_at, formats)}</dd>
                      </div>
                    ) : null}
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
        </>
      )}
    </SectionBody>
  );
}
