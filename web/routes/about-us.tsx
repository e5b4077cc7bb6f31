import type { Route } from "./+types/about-us";
import { ExpertiseGrid } from "~/features/about/ExpertiseGrid";
import { MissionVision } from "~/features/about/MissionVision";
import { ValuesGrid } from "~/features/about/ValuesGrid";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import type { ContentFetcher } from "~/shared/content/config";
import { fetchContent } from "~/shared/content/fetch.server";
import { liveOrPrerendered } from "~/shared/content/live";
import { aboutPageQuery } from "~/shared/content/queries";
import { CtaLink } from "~/shared/ui/CtaLink";
import { PageBanner } from "~/shared/ui/PageBanner";

const load = (fetch: ContentFetcher) => fetch(aboutPageQuery);

export const loader = () => load(fetchContent);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  liveOrPrerendered(serverLoader, load);
clientLoader.hydrate = true as const;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, loaderData?.title, siteNameFrom(matches));
}

export default function AboutUs({ loaderData: page }: Route.ComponentProps) {
  const title = page?.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={[{ label: "Home", href: "/" }, { label: title }]}>
        {page?.intro ? <p>{page.intro}</p> : null}
      </PageBanner>
      <section className="section" aria-label={title}>
        <div className="container">
          <MissionVision mission={page?.mission ?? null} vision={page?.vision ?? null} />
        </div>
      </section>
      <ValuesGrid heading={page?.valuesHeading ?? null} values={page?.values ?? null} />
      <ExpertiseGrid heading={page?.expertiseHeading ?? null} areas={page?.expertise ?? null} />
      {page?.cta?.href ? (
        <section className="section about-cta">
          <div className="container">
            <CtaLink href={page.cta.href} variant="primary">
              {page.cta.label}
            </CtaLink>
          </div>
        </section>
      ) : null}
    </>
  );
}
