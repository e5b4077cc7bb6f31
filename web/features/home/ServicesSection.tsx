import type { HomePageQueryResult } from "~/shared/content/sanity.types";
import { SectionHeader } from "~/shared/ui/SectionHeader";
import { Icon } from "~/shared/ui/Icon";
import { IconCard } from "~/shared/ui/IconCard";

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
            <IconCard
              key={service._id}
              className="service-card"
              icon={<Icon name={service.icon} />}
              title={service.title}
              description={service.description}
            >
              {service.tools?.length ? (
                <ul className="chips">
                  {service.tools.map((tool) => (
                    <li key={tool}>{tool}</li>
                  ))}
                </ul>
              ) : null}
            </IconCard>
          ))}
        </div>
      </div>
    </section>
  );
}
