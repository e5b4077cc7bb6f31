import { SectionOutlines } from "#blocks/SectionOutlines.tsx";
import { Sections, shownSections } from "#blocks/Sections.tsx";
import type { PageContent, PageParents } from "#content/contentTypes.ts";
import { BannerHighlights } from "#web/shared/ui/BannerHighlights.tsx";
import { BelowTheFold } from "#web/shared/ui/BelowTheFold.tsx";
import { PageBanner } from "#web/shared/ui/PageBanner.tsx";
import { builtPageCrumbs } from "#web/shared/ui/crumbs.ts";

/** A banner, or its hero when it opens with one, then its sections. */
export function BuiltPage({ page, parents }: { page: PageContent; parents: PageParents }) {
  const sections = shownSections(page.sections);
  const outlines = <SectionOutlines page={page} sections={sections} />;
  if (sections[0]?._type === "hero") {
    return (
      <>
        {outlines}
        <Sections sections={sections.slice(0, 1)} atTop />
        <BelowTheFold>
          <Sections sections={sections.slice(1)} atTop={false} />
        </BelowTheFold>
      </>
    );
  }
  return (
    <>
      {outlines}
      <PageBanner
        title={page.title ?? ""}
        crumbs={builtPageCrumbs(page, parents)}
        aside={<BannerHighlights highlights={page.highlights} />}
      >
        {page.intro ? <p>{page.intro}</p> : null}
      </PageBanner>
      <BelowTheFold>
        <Sections sections={sections} atTop={false} />
      </BelowTheFold>
    </>
  );
}
