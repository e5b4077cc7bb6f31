import { SectionOutlines } from "@blocks/SectionOutlines";
import { Sections, shownSections } from "@blocks/Sections";
import type { PageContent, PageParents } from "@content/contentTypes";
import { BannerHighlights } from "~/shared/ui/BannerHighlights";
import { BelowTheFold } from "~/shared/ui/BelowTheFold";
import { PageBanner } from "~/shared/ui/PageBanner";
import { builtPageCrumbs } from "~/shared/ui/crumbs";

/**
 * A page built in the Studio: a banner with its title, intro and highlights (or its hero, when
 * it opens with one), then its sections. All but the first screen render after the heading on
 * a client-side navigation.
 */
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
