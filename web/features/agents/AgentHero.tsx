import { stegaClean } from "@sanity/client/stega";
import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import type { AgentContent, AgentLinkContent, AgentPageLabels } from "#content/contentTypes.ts";
import { Breadcrumbs } from "#web/shared/ui/Breadcrumbs.tsx";
import { agentCrumbs } from "#web/shared/ui/crumbs.ts";
import { HeroStats } from "#web/shared/ui/HeroStats.tsx";
import { Icon } from "#web/shared/ui/Icon.tsx";
import { paths } from "#content/paths.ts";
import { revealInRow, revealInRowWhenLaidOut, useEdgeFades } from "./scrollRow";
import { StartTrialButton } from "./StartTrialButton";
import { AGENTS_TITLE } from "#schemas/lib/defaultTexts.ts";

type AgentHeroProps = {
  agent: AgentContent;
  labels: AgentPageLabels;
  agents: AgentLinkContent[];
  onWatchDemo: () => void;
};

export function AgentHero({ agent, labels, agents, onWatchDemo }: AgentHeroProps) {
  const agentsTitle = labels?.title ?? AGENTS_TITLE;
  // On a phone the agent links scroll sideways: this agent's link is brought into view.
  const switcherRef = useRef<HTMLUListElement>(null);
  useEdgeFades(switcherRef);
  useEffect(() => {
    const row = switcherRef.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current) return revealInRowWhenLaidOut(row, current);
  }, [agent._id]);
  return (
    <header className="agent-hero">
      <div className="container">
        <Breadcrumbs crumbs={agentCrumbs(agentsTitle, agent.name ?? "", agent.language)} />
        <nav aria-label={agentsTitle} className="agent-switcher">
          <ul
            ref={switcherRef}
            className="scroller"
            // A link reached with the keyboard stops clear of the faded edges.
            onFocus={(event) => revealInRow(event.currentTarget, event.target)}
          >
            {agents.map((item) => (
              <li key={item._id}>
                <NavLink to={paths.agent(stegaClean(item.slug), item.language)}>
                  <Icon name={item.icon} size={16} />
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
            <StartTrialButton agent={agent} labels={labels} />
            {labels?.watchDemoLabel ? (
              <button type="button" className="button button--ghost-inverse" onClick={onWatchDemo}>
                {labels.watchDemoLabel}
              </button>
            ) : null}
          </div>
        </div>
        <HeroStats stats={agent.stats} />
      </div>
    </header>
  );
}
