import type { AboutPageContent as Page } from "~/shared/content/contentTypes";
import { Icon } from "~/shared/ui/Icon";
import { ContentSection } from "~/shared/ui/ContentSection";
import { IconCard } from "~/shared/ui/IconCard";

/** The company values as icon cards. */
export function ValuesGrid({ heading, values }: { heading: Page["valuesHeading"]; values: Page["values"] }) {
  if (!values?.length) return null;
  return (
    <ContentSection id="values" heading={heading} muted>
      <ul className="grid about-list about-values">
        {values.map((value) => (
          <IconCard
            key={value._key}
            as="li"
            icon={<Icon name={value.icon} />}
            title={value.title}
            description={value.description}
          />
        ))}
      </ul>
    </ContentSection>
  );
}
