import type { AgentPageQueryResult } from "~/shared/content/sanity.types";
import { Icon } from "~/shared/ui/Icon";

type Agent = NonNullable<AgentPageQueryResult["agent"]>;
type FeatureCard = NonNullable<Agent["overviewCards"]>[number];
type Capability = NonNullable<Agent["capabilityCards"]>[number];

/** Icon, title and description cards (overview, use cases). */
export function FeatureCards({ cards }: { cards: FeatureCard[] | null }) {
  return (
    <div className="grid">
      {(cards ?? []).map((card) => (
        <article key={card._key} className="card">
          <span className="icon-badge">
            <Icon name={card.icon} />
          </span>
          <h3>{card.title}</h3>
          {card.description ? <p>{card.description}</p> : null}
        </article>
      ))}
    </div>
  );
}

/** Capability cards with their feature bullets. */
export function CapabilityCards({ cards }: { cards: Capability[] | null }) {
  return (
    <div className="grid">
      {(cards ?? []).map((card) => (
        <article key={card._key} className="card">
          <span className="icon-badge">
            <Icon name={card.icon} />
          </span>
          <h3>{card.title}</h3>
          {card.description ? <p>{card.description}</p> : null}
          {card.features?.length ? (
            <ul className="bullet-list">
              {card.features.map((feature, index) => (
                <li key={`${index}-${feature}`}>{feature}</li>
              ))}
            </ul>
          ) : null}
        </article>
      ))}
    </div>
  );
}
