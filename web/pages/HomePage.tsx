import { Hero } from "~/blocks/hero/Hero";
import { AgentsSection } from "~/features/agents/AgentsSection";
import { CaseStudiesSection } from "~/features/case-studies/CaseStudiesSection";
import { ProcessSection } from "~/features/process/ProcessSection";
import { ServicesSection } from "~/features/services/ServicesSection";
import { useSiteChrome } from "~/shared/content/useSiteChrome";
import { HomeBannerForm } from "~/features/leads/HomeBannerForm";
import { HomeContactSection } from "~/features/leads/HomeContactSection";
import type { HomePageQueryResult } from "~/shared/content/sanity.types";
import { BelowTheFold } from "~/shared/ui/BelowTheFold";

export function HomePage({ content }: { content: HomePageQueryResult }) {
  const { page, services, agents, agentLabels, processSteps, caseStudies } = content;
  const { settings } = useSiteChrome();
  return (
    <>
      <Hero id="home-hero" atTop {...page?.hero} />
      <BelowTheFold>
        <div className="container home-banner">
          <HomeBannerForm content={page?.bannerForm ?? null} />
        </div>
        <ServicesSection heading={page?.servicesSection} services={services} />
        <AgentsSection heading={page?.agentsSection} agents={agents} labels={agentLabels} />
        <ProcessSection heading={page?.processSection} steps={processSteps} />
        <CaseStudiesSection
          heading={page?.caseStudiesSection}
          caseStudies={caseStudies}
          labels={page?.caseStudyLabels}
        />
        <HomeContactSection content={page?.contactSection ?? null} settings={settings} />
      </BelowTheFold>
    </>
  );
}
