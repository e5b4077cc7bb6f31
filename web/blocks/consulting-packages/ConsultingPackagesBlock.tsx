import { stegaClean } from "@sanity/client/stega";
import { AddOnCard } from "~/features/pricing/AddOnCard";
import { ServicePackageCard } from "~/features/pricing/ServicePackageCard";
import { ContentSection } from "~/shared/ui/ContentSection";
import type { BlockProps } from "../types";

/**
 * The service packages, then the add-ons on a tinted band, as /pricing shows them. Each is
 * left out when it has no document (the add-ons also when the block hides them).
 */
export default function ConsultingPackagesBlock({ block, id }: BlockProps<"consultingPackages">) {
  const packages = (block.packages ?? []).filter(Boolean);
  const addOns = block.hideAddOns ? [] : (block.addOns ?? []).filter(Boolean);
  return (
    <>
      {packages.length ? (
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
        </ContentSection>
      ) : null}
      {addOns.length ? (
        <ContentSection
          id={stegaClean(block.addOnsAnchorId) || `${id}-add-ons`}
          heading={block.addOnsHeading}
          muted
        >
          <div className="grid">
            {addOns.map((addOn) => (
              <AddOnCard key={addOn._id} addOn={addOn} fromLabel={block.fromLabel} />
            ))}
          </div>
        </ContentSection>
      ) : null}
    </>
  );
}
