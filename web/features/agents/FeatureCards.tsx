import type { AgentContent as Agent } from "~/shared/content/contentTypes";
import { Icon } from "~/shared/ui/Icon";
import { IconCard } from "~/shared/ui/IconCard";

type FeatureCard = NonNullable<Agent["overviewCards"]>[number];
type Capability = NonNullable<Agent["capabilityCards"]>[number];

/** Icon, title and description cards (overview, use cases). */
export function FeatureCards({ cards }: { cards: FeatureCard[] | null }) {
  return (
    <div className="grid">
      {(cards ?? []).map((card) => (
        <IconCard
          key={card._key}
          icon={<Icon name={card.icon} />}
          title={card.title}
          description={card.description}
        />
      ))}
    </div>
  );
}

/** Capability cards with their feature bullets. */
export function CapabilityCards({ cards }: { cards: Capability[] | null }) {
  return (
    <div className="grid">
      {(cards ?? []).map((card) => (
        <IconCard
          key={card._key}
          icon={<Icon name={card.icon} />}
          title={card.title}
          description={card.description}
        >
          {card.features?.length ? (
            <ul className="bullet-list">
              {card.features.map((feature, index) => (
                <li key={`${index}-${feature}`}>{feature}</li>
              ))}
            </ul>
          ) : null}
        </IconCard>
      ))}
    </div>
  );
}
