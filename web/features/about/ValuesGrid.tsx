import type { AboutPageQueryResult } from "~/shared/content/sanity.types";
import { Icon } from "~/shared/ui/Icon";
import { SectionHeader } from "~/shared/ui/SectionHeader";

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
            <li key={value._key} className="card">
              <span className="icon-badge">
                <Icon name={value.icon} />
              </span>
              <h3>{value.title}</h3>
              {value.description ? <p>{value.description}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
