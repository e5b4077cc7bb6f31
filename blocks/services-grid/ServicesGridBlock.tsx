import { ContentSection } from "~/shared/ui/ContentSection";
import { IconCardGrid } from "~/shared/ui/IconCardGrid";
import type { BlockProps } from "../types";

/** The consulting services' cards: the chosen ones, or all. None, no section. */
export default function ServicesGridBlock({ block, id }: BlockProps<"servicesGrid">) {
  const services = (block.services ?? []).filter(Boolean);
  if (!services.length) return null;
  return (
    <ContentSection id={id} heading={block.heading}>
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
