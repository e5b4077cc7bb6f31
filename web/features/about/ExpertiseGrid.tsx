import type { AboutPageQueryResult } from "~/shared/content/sanity.types";
import { Icon } from "~/shared/ui/Icon";
import { SectionHeader } from "~/shared/ui/SectionHeader";

type Page = NonNullable<AboutPageQueryResult>;

/** The expertise areas, each with its years of experience ('5+ years'). */
export function ExpertiseGrid({
  heading,
  areas,
}: {
  heading: Page["expertiseHeading"];
  areas: Page["expertise"];
}) {
  if (!areas?.length) return null;
  return (
    <section className="section" aria-labelledby="expertise-title">
      <div className="container">
        <SectionHeader heading={heading} id="expertise-title" />
        <ul className="grid about-list">
          {areas.map((area) => (
            <li key={area._key} className="card">
              <div className="about-expertise__top">
                <span className="icon-badge">
                  <Icon name={area.icon} />
                </span>
                {area.years ? <span className="about-years figure">{area.years} years</span> : null}
              </div>
              <h3>{area.title}</h3>
              {area.description ? <p>{area.description}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
