import { stegaClean } from "@sanity/client/stega";
import { Pause, Play } from "lucide-react";
import type { GalleryContent } from "#content/contentTypes.ts";
import { imageSource } from "#web/shared/sanity/image.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { gallerySizes } from "./galleryLayout";
import { safeHref } from "#schemas/lib/links.ts";

export const GALLERY_ID = "gallery";
export const GAP_PX = 16;
const IMAGE_WIDTH = 240;
// Raster images only (SVGs need no srcset): from 10 slides per view on a wide window to
// 2 per view on a 767px one, at 1x to 2x pixel density.
const SRCSET_WIDTHS = [0.5, 1, 1.5, 2, 3].map((factor) => IMAGE_WIDTH * factor);

/** An item without an image, or whose link the site refuses (`safeHref`), is left out. */
export function gallerySlides(content: GalleryContent) {
  const sizes = gallerySizes(content.breakpoints);
  return (content.items ?? []).flatMap((item) => {
    const image = imageSource(item.image, IMAGE_WIDTH, undefined, { sizes, widths: SRCSET_WIDTHS });
    const written = stegaClean(item.link);
    const link = written ? safeHref(written) : null;
    return image && (link || !written) ? [{ key: item._key, link, alt: item.image?.alt ?? "", image }] : [];
  });
}

type Slide = ReturnType<typeof gallerySlides>[number];

/** Another site's link opens in a new tab. */
export function SlideLink({ slide: { link, alt, image } }: { slide: Slide }) {
  const picture = <img alt={alt} {...image} />;
  return link ? (
    <CtaLink href={link} className="gallery__link">
      {picture}
    </CtaLink>
  ) : (
    <div className="gallery__link">{picture}</div>
  );
}

type HeaderProps = {
  content: Pick<GalleryContent, "title" | "pauseLabel" | "playLabel">;
  titleId: string;
  playing: boolean;
  onToggle?: () => void;
};

export function GalleryHeader({ content, titleId, playing, onToggle }: HeaderProps) {
  return (
    <div className="gallery__header">
      <h2 id={titleId}>{content.title}</h2>
      <button type="button" className="button button--outline gallery__toggle" onClick={onToggle}>
        {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
        <span className="visually-hidden">{playing ? content.pauseLabel : content.playLabel}</span>
      </button>
    </div>
  );
}

/** Before Swiper starts, laid out by the breakpoint CSS of `Gallery`. */
export function StaticCarousel({ content, titleId }: { content: GalleryContent; titleId: string }) {
  return (
    <>
      <GalleryHeader content={content} titleId={titleId} playing />
      <div className="swiper">
        <div className="swiper-wrapper">
          {gallerySlides(content).map((slide) => (
            <div className="swiper-slide" key={slide.key}>
              <SlideLink slide={slide} />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
