import { AddOnCard } from "~/features/pricing/AddOnCard";
import { ServicePackageCard } from "~/features/pricing/ServicePackageCard";
import { AgentPlansList } from "~/features/agents/AgentPlansList";
import { CtaLink } from "~/shared/ui/CtaLink";
import { PageBanner } from "~/shared/ui/PageBanner";
import { pageCrumbs } from "~/shared/ui/crumbs";
import { ContentSection } from "~/shared/ui/ContentSection";
import type { PricingPageQueryResult } from "~/shared/content/sanity.types";
import { BelowTheFold } from "~/shared/ui/BelowTheFold";

export function PricingPage({ content: loaderData }: { content: PricingPageQueryResult }) {
  const { page, packages, addOns, agents, agentLabels } = loaderData;
  const title = page?.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={pageCrumbs(title)}>
        {page?.intro ? <p>{page.intro}</p> : null}
      </PageBanner>
      <BelowTheFold>
        <ContentSection id="packages" heading={page?.packagesHeading}>
          <div className="price-grid">
            {packages.map((servicePackage) => (
              <ServicePackageCard
                key={servicePackage._id}
                servicePackage={servicePackage}
                popularLabel={page?.popularLabel}
              />
            ))}
          </div>
        </ContentSection>
        <ContentSection id="add-ons" heading={page?.addOnsHeading} muted>
          <div className="grid">
            {addOns.map((addOn) => (
              <AddOnCard key={addOn._id} addOn={addOn} fromLabel={agentLabels?.fromLabel} />
            ))}
          </div>
        </ContentSection>
        <ContentSection id="agent-plans" heading={page?.agentPlansHeading}>
          <AgentPlansList agents={agents} labels={agentLabels} />
        </ContentSection>
        {page?.cta?.label ? (
          <section className="section section--muted pricing-cta" aria-label={page.cta.label}>
            <CtaLink href={page.cta.href} variant="primary">
              {page.cta.label}
            </CtaLink>
          </section>
        ) : null}
      </BelowTheFold>
    </>
  );
}
