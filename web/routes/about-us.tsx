import type { Route } from "./+types/about-us";
import { ExpertiseGrid } from "~/features/about/ExpertiseGrid";
import { MissionVision } from "~/features/about/MissionVision";
import { ValuesGrid } from "~/features/about/ValuesGrid";
import { pageMeta, siteNameFrom } from "~/features/layout/meta";
import { fetchContent } from "~/shared/content/fetch.server";
import { aboutPageQuery } from "~/shared/content/queries";
import { CtaLink } from "~/shared/ui/CtaLink";
import { PageBanner } from "~/shared/ui/PageBanner";

export async function loader() {
  return fetchContent(aboutPageQuery);
}

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
