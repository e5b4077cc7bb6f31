import type { ConsultingServiceContent } from "~/shared/content/contentTypes";
import type { SectionHeading } from "~/shared/content/sanity.types";
import { ContentSection } from "~/shared/ui/ContentSection";
import { Icon } from "~/shared/ui/Icon";
import { IconCard } from "~/shared/ui/IconCard";

type ServicesSectionProps = {
  heading: SectionHeading | null | undefined;
  services: ConsultingServiceContent[];
};

export function ServicesSection({ heading, services }: ServicesSectionProps) {
  return (
    <ContentSection id="services" heading={heading}>
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
    </ContentSection>
  );
}
