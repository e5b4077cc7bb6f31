import { stegaClean } from "@sanity/client/stega";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { Link } from "react-router";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useRootData } from "#web/shared/content/useRootData.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import { Icon } from "#web/shared/ui/Icon.tsx";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import type { BackendSection } from "./data/useBackendSection";
import { DashboardSection } from "./DashboardSection";
import { SectionBody, type LoadTexts } from "./SectionBody";

type Texts = DashboardPageContent["agentsCard"] | undefined;

/** Your agents: each subscription with its agent's name, icon and page (the site's agents), plan, status and dates. */
export function YourAgents({
  section,
  texts,
  loadTexts,
}: {
  section: BackendSection<AgentSubscription>;
  texts: Texts;
  loadTexts: LoadTexts;
}) {
  const { formats } = useMessages();
  const agents = useRootData().agents;
  const agentOf = (slug: string) => agents.find((agent) => stegaClean(agent.slug) === slug);
  return (
    <DashboardSection title={texts?.title} description={texts?.description} className="your-agents">
      <SectionBody
        section={section}
        texts={loadTexts}
        empty={<p className="dashboard-section__note">{texts?.emptyText}</p>}
      >
        {(subscriptions) => (
          <ul className="your-agents__list">
            {subscriptions.map((subscription) => {
              const agent = agentOf(subscription.agent_slug);
              return (
                <li key={subscription.id} className="card subscription">
                  <span className="icon-badge">
                    <Icon name={agent?.icon} />
                  </span>
                  <h3>
                    {agent ? (
                      <Link to={paths.agent(subscription.agent_slug)}>{agent.name}</Link>
                    ) : (
                      subscription.agent_slug
                    )}
                  </h3>
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
                </li>
              );
            })}
          </ul>
        )}
      </SectionBody>
      <Link to={paths.agents} className="button button--primary dashboard-section__link">
        {texts?.linkLabel}
      </Link>
    </DashboardSection>
  );
}
