import type { AboutPageContent as Page } from "~/shared/content/contentTypes";
import { ContentSection } from "~/shared/ui/ContentSection";
import { IconCardGrid } from "~/shared/ui/IconCardGrid";

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
      <IconCardGrid
        items={areas}
        list
        className="about-list"
        badgeRow={(area, badge) => (
          <div className="about-expertise__top">
            {badge}
            {area.years ? <span className="about-years figure">{area.years} years</span> : null}
          </div>
        )}
      />
    </ContentSection>
  );
}
