import type { GalleryQueryResult } from "#content/sanity.types.ts";
import { lazyPart } from "#web/shared/ui/lazyPart.tsx";
import { nearViewport } from "#web/shared/ui/nearViewport.ts";
import { preloadSlideCss } from "./galleryLayout";
import { GALLERY_ID, GAP_PX, gallerySlides, StaticCarousel } from "./GallerySlides";

// Swiper loads and starts when the (first) gallery nears the viewport; until then the prerendered
// slides stay, laid out as Swiper will.
const GalleryCarousel = lazyPart(() => import("./GalleryCarousel").then((m) => m.GalleryCarousel), {
  when: () => nearViewport(".gallery"),
  Fallback: StaticCarousel,
});

/** The terms page's carousel, or an image gallery block's. Its heading's id is `<id>-title`. */
export function Gallery({ content, id = GALLERY_ID }: { content: GalleryQueryResult; id?: string }) {
  if (!content || !gallerySlides(content).length) return null;
  const titleId = `${id}-title`;
  return (
    <section id={id} className="section section--muted gallery" aria-labelledby={titleId}>
      <style>{preloadSlideCss(content.breakpoints, GAP_PX)}</style>
      <div className="container">
        <GalleryCarousel content={content} titleId={titleId} />
      </div>
    </section>
  );
}
