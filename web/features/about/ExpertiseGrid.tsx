import type { AboutPageContent as Page } from "~/shared/content/contentTypes";
import { Icon } from "~/shared/ui/Icon";
import { ContentSection } from "~/shared/ui/ContentSection";
import { IconCard } from "~/shared/ui/IconCard";

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
    <ContentSection id="expertise" heading={heading}>
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
    </ContentSection>
  );
}
