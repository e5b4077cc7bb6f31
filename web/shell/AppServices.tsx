import { LiveRefresh } from "#web/shared/sanity/LiveRefresh.tsx";
import { contentIsLive, inPresentation } from "#web/shared/sanity/live.ts";
import { KeepHydratedData } from "#web/shared/navigation/KeepHydratedData.tsx";
import { PagePrefetcher } from "#web/shared/navigation/PagePrefetcher.tsx";
import { LanguageOffer } from "#web/features/site-frame/LanguageOffer.tsx";
import { useRememberSectionSizes } from "#web/shared/ui/rememberSectionSizes.ts";
import { useInterFromNextPage } from "#web/shared/styles/useInterFromNextPage.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";
import { whenPageHydrated } from "#web/shared/ui/pageHydration.ts";

// Lazy parts: one whose code fails to load (a deploy removed it) is left out, and the page stays.
const Measurement = lazyPart(() => import("#web/shared/analytics/Measurement.tsx").then((m) => m.default), {
  when: whenPageHydrated,
});

// Visitors never load the overlays' code: only the Studio's Presentation tool shows them.
const PresentationTools = lazyPart(
  () => import("#web/features/visual-editing/PresentationTools.tsx").then((m) => m.PresentationTools),
  { when: whenPageHydrated },
);

/** What the app root runs once the first page has hydrated, in the browser only. */
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
