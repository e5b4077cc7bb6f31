import type { AboutPageQueryResult } from "~/shared/content/sanity.types";
import { Icon } from "~/shared/ui/Icon";
import { SectionHeader } from "~/shared/ui/SectionHeader";
import { IconCard } from "~/shared/ui/IconCard";

type Page = NonNullable<AboutPageQueryResult>;

/** The company values as icon cards. */
export function ValuesGrid({ heading, values }: { heading: Page["valuesHeading"]; values: Page["values"] }) {
  if (!values?.length) return null;
  return (
    <section className="section section--muted" aria-labelledby="values-title">
      <div className="container">
        <SectionHeader heading={heading} id="values-title" />
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
      </div>
    </section>
  );
}
