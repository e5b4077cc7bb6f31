import { LiveRefresh } from "#web/shared/sanity/LiveRefresh.tsx";
import { contentIsLive, inPresentation } from "#web/shared/sanity/live.ts";
import { KeepHydratedData } from "#web/shared/navigation/KeepHydratedData.tsx";
import { PagePrefetcher } from "#web/shared/navigation/PagePrefetcher.tsx";
import { LanguageOffer } from "#web/features/site-frame/LanguageOffer.tsx";
import { useRememberSectionSizes } from "#web/shared/ui/rememberSectionSizes.ts";
import { useInterFromNextPage } from "#web/shared/styles/useInterFromNextPage.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";
import { whenPageHydrated } from "#web/shared/ui/pageHydration.ts";

// Visitors never load the overlays' code: only the Studio's Presentation tool shows them.
// Only a build with an analytics collector has this part: it asks consent, then measures.
// A part whose code fails to load (a deploy removed it) is left out; the page stays.
const Measurement = lazyPart(() => import("#web/shared/analytics/Measurement.tsx").then((m) => m.default), {
  when: whenPageHydrated,
});

const PresentationTools = lazyPart(
  () => import("#web/features/visual-editing/PresentationTools.tsx").then((m) => m.PresentationTools),
  { when: whenPageHydrated },
);

/**
 * What the app root runs once the first page has hydrated, in the browser only: the page's
 * hydrated data kept for its routes' client loaders; prefetching a page a link shows intent for; with live content or in the Studio, the page's live
 * content; in the Studio, its overlays; on every page, each section's height remembered and, to
 * a visitor who reads another language, the offer of theirs; Inter, fetched after the page's load
 * and drawn from the next page on; in a build that measures, the consent banner and, with
 * consent, the page views.
 */
export function AppServices({ onNotFoundPage = false }: { onNotFoundPage?: boolean }) {
  useRememberSectionSizes();
  useInterFromNextPage();
  return (
    <>
      {/* First: its effect runs before any part below can revalidate. */}
      <KeepHydratedData />
      <PagePrefetcher />
      {inPresentation() ? null : <LanguageOffer />}
      {/* The not-found page refreshes itself (NotFoundBoundary.tsx). */}
      {contentIsLive() && !onNotFoundPage ? <LiveRefresh /> : null}
      {inPresentation() ? <PresentationTools /> : null}
      {APP_CONFIG.analyticsUrl ? <Measurement /> : null}
    </>
  );
}
