import type { ContactPageQueryResult } from "~/shared/content/sanity.types";
import { Icon } from "~/shared/ui/Icon";
import { IconCard } from "~/shared/ui/IconCard";

type Props = {
  heading: NonNullable<ContactPageQueryResult>["whyChooseUsHeading"];
  cards: NonNullable<ContactPageQueryResult>["whyChooseUs"];
};

/** The contact page's why-choose-us grid. */
export function WhyChooseUs({ heading, cards }: Props) {
  if (!cards?.length) return null;
  return (
    <section className="section section--muted" aria-labelledby="why-choose-us-title">
      <div className="container">
        <div className="section-heading">
          {heading?.eyebrow ? <p className="eyebrow">{heading.eyebrow}</p> : null}
          <h2 id="why-choose-us-title">{heading?.title}</h2>
          {heading?.intro ? <p>{heading.intro}</p> : null}
        </div>
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
      </div>
    </section>
  );
}
