import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import { IconCardGrid } from "#web/shared/ui/IconCardGrid.tsx";
import type { BlockProps } from "#blocks/types.ts";

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
