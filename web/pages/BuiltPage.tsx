import { Sections, shownSections } from "~/blocks/Sections";
import type { PageContent } from "~/shared/content/contentTypes";
import { BelowTheFold } from "~/shared/ui/BelowTheFold";
import { PageBanner } from "~/shared/ui/PageBanner";
import { pageCrumbs } from "~/shared/ui/crumbs";

/**
 * A page built in the Studio: a banner with its title and intro (or its hero, when it opens
 * with one), then its sections. All but the first screen render after the heading on a
 * client-side navigation.
 */
export function BuiltPage({ page }: { page: PageContent }) {
  const sections = shownSections(page.sections);
  if (sections[0]?._type === "hero") {
    return (
      <>
        <Sections sections={sections.slice(0, 1)} atTop />
        <BelowTheFold>
          <Sections sections={sections.slice(1)} atTop={false} />
        </BelowTheFold>
      </>
    );
  }
  const title = page.title ?? "";
  return (
    <>
      <PageBanner title={title} crumbs={pageCrumbs(title)}>
        {page.intro ? <p>{page.intro}</p> : null}
      </PageBanner>
      <BelowTheFold>
        <Sections sections={sections} atTop={false} />
      </BelowTheFold>
    </>
  );
}
