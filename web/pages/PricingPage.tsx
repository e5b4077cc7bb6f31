import { AddOnCard } from "~/features/pricing/AddOnCard";
import { AgentPlansList } from "~/features/agents/AgentPlansList";
import { CtaLink } from "~/shared/ui/CtaLink";
import { PageBanner } from "~/shared/ui/PageBanner";
import { pageCrumbs } from "~/shared/ui/crumbs";
import { PlanCard } from "~/features/agents/PlanCard";
import { SectionHeader } from "~/shared/ui/SectionHeader";
import type { PricingPageQueryResult } from "~/shared/content/sanity.types";

export function PricingPage({ content: loaderData }: { content: PricingPageQueryResult }) {
  const { page, packages, addOns, agents, agentLabels } = loaderData;
  const title = page?.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={pageCrumbs(title)}>
        {page?.intro ? <p>{page.intro}</p> : null}
      </PageBanner>
      <section className="section" aria-labelledby="packages-title">
        <div className="container">
          <SectionHeader heading={page?.packagesHeading} id="packages-title" />
          <div className="plan-grid">
            {packages.map((pkg) => (
              <PlanCard
                key={pkg._id}
                name={pkg.name}
                price={pkg.price}
                priceNote={pkg.priceDetail}
                description={pkg.description}
                features={pkg.features}
                popular={pkg.popular}
                badge={page?.popularLabel}
                cta={pkg.cta}
              />
            ))}
          </div>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="add-ons-title">
        <div className="container">
          <SectionHeader heading={page?.addOnsHeading} id="add-ons-title" />
          <div className="grid">
            {addOns.map((addOn) => (
              <AddOnCard key={addOn._id} addOn={addOn} fromLabel={agentLabels?.fromLabel} />
            ))}
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="agent-plans-title">
        <div className="container">
          <SectionHeader heading={page?.agentPlansHeading} id="agent-plans-title" />
          <AgentPlansList agents={agents} labels={agentLabels} />
        </div>
      </section>
      {page?.cta?.label ? (
        <section className="section section--muted pricing-cta" aria-label={page.cta.label}>
          <CtaLink href={page.cta.href} variant="primary">
            {page.cta.label}
          </CtaLink>
        </section>
      ) : null}
    </>
  );
}
