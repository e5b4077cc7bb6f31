import type { HomePageQueryResult } from "~/shared/content/sanity.types";
import { SectionHeader } from "~/shared/ui/SectionHeader";
import { Icon } from "~/shared/ui/Icon";

type ServicesSectionProps = {
  heading: NonNullable<HomePageQueryResult["page"]>["servicesSection"] | undefined;
  services: HomePageQueryResult["services"];
};

export function ServicesSection({ heading, services }: ServicesSectionProps) {
  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeader heading={heading} id="services-title" />
        <div className="grid">
          {services.map((service) => (
            <article key={service._id} className="card service-card">
              <span className="icon-badge">
                <Icon name={service.icon} />
              </span>
              <h3>{service.title}</h3>
              {service.description ? <p>{service.description}</p> : null}
              {service.tools?.length ? (
                <ul className="chips">
                  {service.tools.map((tool) => (
                    <li key={tool}>{tool}</li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
