import type { GalleryQueryResult } from "~/shared/content/sanity.types";
import { deferred } from "~/shared/ui/deferred";
import { nearViewport } from "~/shared/ui/nearViewport";
import { preloadSlideCss } from "./galleryLayout";
import { GALLERY_ID, GAP_PX, gallerySlides, StaticCarousel } from "./GallerySlides";

// Swiper is not in the page's first load: it loads and starts when the gallery nears the
// viewport. Until then the prerendered slides stay, laid out as Swiper will.
const GalleryCarousel = deferred(() => import("./GalleryCarousel").then((m) => m.GalleryCarousel), {
  when: () => nearViewport(GALLERY_ID),
  Fallback: StaticCarousel,
});

/** The terms page's image carousel. */
export function Gallery({ content }: { content: GalleryQueryResult }) {
  if (!content || !gallerySlides(content).length) return null;
  return (
    <section id={GALLERY_ID} className="section section--muted gallery" aria-labelledby="gallery-title">
      <style>{preloadSlideCss(content.breakpoints, GAP_PX)}</style>
      <div className="container">
        <GalleryCarousel content={content} />
      </div>
    </section>
  );
}
