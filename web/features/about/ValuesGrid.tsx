import type { AboutPageContent as Page } from "~/shared/content/contentTypes";
import { ContentSection } from "~/shared/ui/ContentSection";
import { IconCardGrid } from "~/shared/ui/IconCardGrid";

/** The company values as icon cards. */
export function ValuesGrid({ heading, values }: { heading: Page["valuesHeading"]; values: Page["values"] }) {
  if (!values?.length) return null;
  return (
    <ContentSection id="values" heading={heading} muted>
      <IconCardGrid items={values} list className="about-list about-values" />
    </ContentSection>
  );
}
