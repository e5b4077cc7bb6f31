import type { AboutPageQueryResult } from "~/shared/content/sanity.types";
import { Icon } from "~/shared/ui/Icon";
import { SectionHeader } from "~/shared/ui/SectionHeader";
import { IconCard } from "~/shared/ui/IconCard";

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
            <IconCard
              key={area._key}
              as="li"
              icon={<Icon name={area.icon} />}
              badgeRow={(badge) => (
                <div className="about-expertise__top">
                  {badge}
                  {area.years ? <span className="about-years figure">{area.years} years</span> : null}
                </div>
              )}
              title={area.title}
              description={area.description}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
