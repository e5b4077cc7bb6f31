import { stegaClean } from "@sanity/client/stega";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { Link } from "react-router";
import type { AgentCardContent, AgentCardLabels } from "#content/contentTypes.ts";
import { formatPeriod, formatPrice } from "#web/shared/ui/format.ts";
import { Icon } from "#web/shared/ui/Icon.tsx";
import { IconCard } from "#web/shared/ui/IconCard.tsx";
import { paths } from "#content/paths.ts";

/** From the agents page: what a page's query or a block's fragment reads of it. */
export type CardLabels = Pick<
  NonNullable<AgentCardLabels>,
  "fromLabel" | "learnMoreLabel" | "bestForLabel"
> | null;

type AgentCardProps = {
  agent: AgentCardContent;
  labels: CardLabels;
  headingLevel?: 2 | 3;
};

/** The whole card is the link to its page. */
export function AgentCard({ agent, labels, headingLevel = 3 }: AgentCardProps) {
  const { formats } = useMessages();
  return (
    <IconCard
      className="agent-card"
      icon={<Icon name={agent.icon} />}
      headingLevel={headingLevel}
      titleClassName="agent-card__name"
      title={agent.name}
      description={agent.cardDescription}
    >
      {agent.bestFor ? (
        <p className="agent-card__best-for">
          {labels?.bestForLabel ? <strong>{labels.bestForLabel}</strong> : null} {agent.bestFor}
        </p>
      ) : null}
      {agent.capabilities?.length ? (
        <ul className="check-list">
          {agent.capabilities.map((capability) => (
            <li key={capability}>{capability}</li>
          ))}
        </ul>
      ) : null}
      <div className="agent-card__footer">
        {agent.fromPrice ? (
          <p className="agent-card__price">
            {labels?.fromLabel} <strong className="figure">{formatPrice(agent.fromPrice)}</strong>
            {formatPeriod(agent.fromPeriod, formats)}
          </p>
        ) : null}
        <Link
          to={paths.agent(stegaClean(agent.slug), agent.language)}
          className="agent-card__link stretched-link"
        >
          {labels?.learnMoreLabel ? (
            <>
              {labels.learnMoreLabel}
              <span className="visually-hidden">: {agent.name}</span>
            </>
          ) : (
            agent.name
          )}
        </Link>
      </div>
    </IconCard>
  );
}
