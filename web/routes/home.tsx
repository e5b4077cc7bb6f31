import type { Route } from "./+types/home";
import { AgentsSection } from "~/features/agents/AgentsSection";
import { CaseStudiesSection } from "~/features/home/CaseStudiesSection";
import { HomeHero } from "~/features/home/HomeHero";
import { ProcessSection } from "~/features/home/ProcessSection";
import { ServicesSection } from "~/features/home/ServicesSection";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { useSiteChrome } from "~/features/layout/useSiteChrome";
import { HomeBannerForm } from "~/features/leads/HomeBannerForm";
import { HomeContactSection } from "~/features/leads/HomeContactSection";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import { homePageQuery } from "~/shared/content/queries";

const load = (fetch: ContentFetcher) => fetch(homePageQuery);

export const loader = () => load(fetchContent);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.page?.seo, loaderData?.page?.hero?.headline, siteNameFrom(matches));
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { page, services, agents, agentLabels, processSteps, caseStudies } = loaderData;
  const { settings } = useSiteChrome();
  return (
    <>
      <HomeHero hero={page?.hero ?? null} />
      <div className="container home-banner">
        <HomeBannerForm content={page?.bannerForm ?? null} />
      </div>
      <ServicesSection heading={page?.servicesSection} services={services} />
      <AgentsSection heading={page?.agentsSection} agents={agents} labels={agentLabels} />
      <ProcessSection heading={page?.processSection} steps={processSteps} />
      <CaseStudiesSection heading={page?.caseStudiesSection} caseStudies={caseStudies} />
      <HomeContactSection content={page?.contactSection ?? null} settings={settings} />
    </>
  );
}
