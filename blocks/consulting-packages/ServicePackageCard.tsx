import type { ServicePackageContent } from "#content/contentTypes.ts";
import { PriceCard } from "#web/shared/ui/PriceCard.tsx";

type ServicePackageCardProps = {
  servicePackage: ServicePackageContent;
  popularLabel: string | null | undefined;
};

/** A consulting package on /pricing: one-time price, what it includes, its button. */
export function ServicePackageCard({ servicePackage, popularLabel }: ServicePackageCardProps) {
  return (
    <PriceCard
      name={servicePackage.name}
      price={servicePackage.price}
      priceNote={servicePackage.priceDetail}
      description={servicePackage.description}
      features={servicePackage.features}
      popular={servicePackage.popular}
      badge={popularLabel}
      cta={servicePackage.cta}
    />
  );
}
