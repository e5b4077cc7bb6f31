import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import { IconCardGrid } from "#web/shared/ui/IconCardGrid.tsx";
import type { BlockProps } from "#blocks/types.ts";

const COLUMNS = [2, 3, 4];

/**
 * A grid of icon cards (values, expertise, reasons to choose us, mission and vision), each with
 * an optional badge at its top right ("5+ years"). Without a section heading, the cards' titles
 * are the section's headings.
 */
export default function IconCardsBlock({ block, id }: BlockProps<"iconCards">) {
  const cards = (block.cards ?? []).filter((card) => card?.title);
  const heading = block.heading?.title ? block.heading : null;
  if (!heading && !cards.length) return null;
  const columns = COLUMNS.includes(block.columns ?? 0) ? block.columns : 3;
  return (
    <ContentSection id={id} heading={heading} muted={block.muted === true}>
      {cards.length ? (
        <IconCardGrid
          items={cards}
          list
          className={`icon-cards icon-cards--${columns}`}
          cardClassName="icon-cards__card"
          headingLevel={heading ? 3 : 2}
          badgeRow={(card, icon) =>
            card.badge ? (
              <div className="icon-cards__top">
                {icon}
                <span className="icon-cards__badge">{card.badge}</span>
              </div>
            ) : (
              icon
            )
          }
        />
      ) : null}
    </ContentSection>
  );
}
