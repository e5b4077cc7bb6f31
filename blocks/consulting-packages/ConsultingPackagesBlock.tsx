import { stegaClean } from "@sanity/client/stega";
import type { ReactNode } from "react";
import { ContentSection } from "#web/shared/ui/ContentSection.tsx";
import { AddOnCard } from "./AddOnCard";
import { ServicePackageCard } from "./ServicePackageCard";
import type { BlockProps } from "#blocks/types.ts";

/**
 * The service packages, then the add-ons as a compact part of the same section (their own
 * tinted section when there are no packages), as /pricing shows them. Each is left out when it
 * has no document (the add-ons also when the block hides them).
 */
export default function ConsultingPackagesBlock({ block, id }: BlockProps<"consultingPackages">) {
  const packages = (block.packages ?? []).filter(Boolean);
  const addOns = block.hideAddOns ? [] : (block.addOns ?? []).filter(Boolean);
  const addOnsId = stegaClean(block.addOnsAnchorId) || `${id}-add-ons`;
  const addOnsList = (headingLevel: 3 | 4): ReactNode => (
    <div className="add-ons__grid">
      {addOns.map((addOn) => (
        <AddOnCard key={addOn._id} addOn={addOn} fromLabel={block.fromLabel} headingLevel={headingLevel} />
      ))}
    </div>
  );
  if (!packages.length) {
    return addOns.length ? (
      <ContentSection id={addOnsId} heading={block.addOnsHeading} muted>
        {addOnsList(3)}
      </ContentSection>
    ) : null;
  }
  const addOnsTitle = block.addOnsHeading?.title;
  return (
    <ContentSection id={id} heading={block.heading}>
      <div className="price-grid">
        {packages.map((servicePackage) => (
          <ServicePackageCard
            key={servicePackage._id}
            servicePackage={servicePackage}
            popularLabel={block.popularLabel}
          />
        ))}
      </div>
      {addOns.length ? (
        <section
          id={addOnsId}
          className="add-ons"
          aria-labelledby={addOnsTitle ? `${addOnsId}-title` : undefined}
        >
          {addOnsTitle ? (
            <div className="add-ons__heading">
              {block.addOnsHeading?.eyebrow ? (
                <span className="eyebrow">{block.addOnsHeading.eyebrow}</span>
              ) : null}
              <h3 id={`${addOnsId}-title`}>{addOnsTitle}</h3>
              {block.addOnsHeading?.intro ? <p>{block.addOnsHeading.intro}</p> : null}
            </div>
          ) : null}
          {addOnsList(4)}
        </section>
      ) : null}
    </ContentSection>
  );
}
