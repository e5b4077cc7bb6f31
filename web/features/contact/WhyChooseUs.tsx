import type { ContactPageQueryResult } from "~/shared/content/sanity.types";
import { Icon } from "~/shared/ui/Icon";

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
            <li key={card._key} className="card">
              <span className="icon-badge">
                <Icon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              {card.description ? <p>{card.description}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
