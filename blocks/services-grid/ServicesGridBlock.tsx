import { ServicesSection } from "~/features/services/ServicesSection";
import type { BlockProps } from "../types";

/** The consulting services' cards: the chosen ones, or all. None, no section. */
export default function ServicesGridBlock({ block, id }: BlockProps<"servicesGrid">) {
  const services = (block.services ?? []).filter(Boolean);
  if (!services.length) return null;
  return <ServicesSection id={id} heading={block.heading} services={services} />;
}
