import type { ConsultingServiceContent } from "@content/contentTypes";
import type { SectionHeading } from "@content/sanity.types";
import { ContentSection } from "~/shared/ui/ContentSection";
import { IconCardGrid } from "~/shared/ui/IconCardGrid";

type ServicesSectionProps = {
  /** The section's id: the home page's is "services". */
  id?: string;
  heading: SectionHeading | null | undefined;
  services: ConsultingServiceContent[];
};

export function ServicesSection({ id = "services", heading, services }: ServicesSectionProps) {
  return (
    <ContentSection id={id} heading={heading}>
      <IconCardGrid
        items={services}
        cardClassName="service-card"
        more={(service) =>
          service.tools?.length ? (
            <ul className="chips">
              {service.tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
          ) : null
        }
      />
    </ContentSection>
  );
}
