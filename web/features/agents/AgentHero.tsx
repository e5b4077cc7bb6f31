import { stegaClean } from "@sanity/client/stega";
import { NavLink } from "react-router";
import type { AgentContent, AgentLinkContent, AgentPageLabels } from "~/shared/content/contentTypes";
import { Breadcrumbs } from "~/shared/ui/Breadcrumbs";
import { agentCrumbs } from "~/shared/ui/crumbs";
import { CtaLink } from "~/shared/ui/CtaLink";
import { Icon } from "~/shared/ui/Icon";
import { paths } from "~/shared/paths";

type AgentHeroProps = {
  agent: AgentContent;
  labels: AgentPageLabels;
  agents: AgentLinkContent[];
  onWatchDemo: () => void;
};

/** The agent page's header: breadcrumbs, links to every agent, tagline, calls to action, stats. */
export function AgentHero({ agent, labels, agents, onWatchDemo }: AgentHeroProps) {
  const agentsTitle = labels?.title ?? "AI Agents";
  return (
    <header className="agent-hero">
      <div className="container">
        <Breadcrumbs crumbs={agentCrumbs(agentsTitle, agent.name ?? "")} />
        <nav aria-label={agentsTitle} className="agent-switcher">
          <ul>
            {agents.map((item) => (
              <li key={item._id}>
                <NavLink to={paths.agent(stegaClean(item.slug))}>
                  <Icon name={item.icon} size={18} />
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="agent-hero__body">
          <p className="agent-hero__name">
            <Icon name={agent.icon} size={20} />
            {agent.name}
          </p>
          <h1>{agent.heroTagline}</h1>
          {agent.heroText ? <p className="agent-hero__text">{agent.heroText}</p> : null}
          <div className="agent-hero__actions">
            <CtaLink href={labels?.startTrialCta?.href} variant="primary">
              {labels?.startTrialCta?.label}
            </CtaLink>
            {labels?.watchDemoLabel ? (
              <button type="button" className="button button--ghost-inverse" onClick={onWatchDemo}>
                {labels.watchDemoLabel}
              </button>
            ) : null}
          </div>
        </div>
        {agent.stats?.length ? (
          <ul className="agent-stats">
            {agent.stats.map((stat) => (
              <li key={stat._key}>
                <span className="agent-stats__value figure">{stat.value}</span>
                <span className="agent-stats__label">{stat.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
