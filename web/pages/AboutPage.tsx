import { CtaLink } from "~/shared/ui/CtaLink";
import { ExpertiseGrid } from "~/features/about/ExpertiseGrid";
import { MissionVision } from "~/features/about/MissionVision";
import { PageBanner } from "~/shared/ui/PageBanner";
import { pageCrumbs } from "~/shared/ui/crumbs";
import { ValuesGrid } from "~/features/about/ValuesGrid";
import type { AboutPageQueryResult } from "~/shared/content/sanity.types";
import { BelowTheFold } from "~/shared/ui/BelowTheFold";

export function AboutPage({ content: page }: { content: AboutPageQueryResult }) {
  const title = page?.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={pageCrumbs(title)}>
        {page?.intro ? <p>{page.intro}</p> : null}
      </PageBanner>
      <BelowTheFold>
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
      </BelowTheFold>
    </>
  );
}
