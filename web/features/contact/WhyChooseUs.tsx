import type { ContactPageContent } from "~/shared/content/contentTypes";
import { Icon } from "~/shared/ui/Icon";
import { IconCard } from "~/shared/ui/IconCard";
import { ContentSection } from "~/shared/ui/ContentSection";

type Props = {
  heading: ContactPageContent["whyChooseUsHeading"];
  cards: ContactPageContent["whyChooseUs"];
};

/** The contact page's why-choose-us grid. */
export function WhyChooseUs({ heading, cards }: Props) {
  if (!cards?.length) return null;
  return (
    <ContentSection id="why-choose-us" heading={heading} muted>
      <ul className="grid contact-reasons">
        {cards.map((card) => (
          <IconCard
            key={card._key}
            as="li"
            icon={<Icon name={card.icon} />}
            title={card.title}
            description={card.description}
          />
        ))}
      </ul>
    </ContentSection>
  );
}
