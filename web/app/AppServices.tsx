import { lazy } from "react";
import { LiveRefresh } from "~/shared/content/LiveRefresh";
import { contentIsLive, inPresentation } from "~/shared/content/live";
import { PagePrefetcher } from "~/shared/navigation/PagePrefetcher";
import { LanguageOffer } from "~/features/layout/LanguageOffer";
import { useRememberSectionSizes } from "~/shared/ui/rememberSectionSizes";

// Visitors never load the overlays' code: only the Studio's Presentation tool shows them.
// Only a build with an analytics collector has this part: it asks consent, then measures.
const Measurement = lazy(() => import("~/shared/analytics/Measurement"));

const PresentationTools = lazy(() =>
  import("~/features/visual-editing/PresentationTools").then((m) => ({ default: m.PresentationTools })),
);

/**
 * What the app root runs once the first page has hydrated, in the browser only: prefetching a
 * page a link shows intent for; with live content or in the Studio, the page's live
 * content; in the Studio, its overlays; on every page, each section's height remembered and, to
 * a visitor who reads another language, the offer of theirs; in a build that measures, the
 * consent banner and, with consent, the page views.
 */
export function AppServices() {
  useRememberSectionSizes();
  return (
    <>
      <PagePrefetcher />
      {inPresentation() ? null : <LanguageOffer />}
      {contentIsLive() ? <LiveRefresh /> : null}
      {inPresentation() ? <PresentationTools /> : null}
      {APP_CONFIG.analyticsUrl ? <Measurement /> : null}
    </>
  );
}
