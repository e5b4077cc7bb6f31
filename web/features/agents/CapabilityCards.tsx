import type { CapabilityContent } from "#content/contentTypes.ts";
import { IconCardGrid } from "#web/shared/ui/IconCardGrid.tsx";

export function CapabilityCards({ cards }: { cards: CapabilityContent[] | null }) {
  return (
    <IconCardGrid
      items={cards}
      more={(card) =>
        card.features?.length ? (
          <ul className="bullet-list">
            {card.features.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
          </ul>
        ) : null
      }
    />
  );
}
