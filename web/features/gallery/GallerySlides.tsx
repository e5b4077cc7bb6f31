import { stegaClean } from "@sanity/client/stega";
import { Pause, Play } from "lucide-react";
import type { GalleryContent } from "@content/contentTypes";
import { imageSource } from "~/shared/content/image";
import { gallerySizes } from "./galleryLayout";
import { safeHref } from "@content/schemas/lib/links";

export const GALLERY_ID = "gallery";
export const GAP_PX = 16;
const IMAGE_WIDTH = 240;
// Raster images only (SVGs need no srcset): from 10 slides per view on a wide window to
// 2 per view on a 767px one, at 1x to 2x pixel density.
const SRCSET_WIDTHS = [0.5, 1, 1.5, 2, 3].map((factor) => IMAGE_WIDTH * factor);

/** The gallery items that have a link and an image, with their image attributes. */
export function gallerySlides(content: GalleryContent) {
  const sizes = gallerySizes(content.breakpoints);
  return (content.items ?? []).flatMap((item) => {
    const image = imageSource(item.image, IMAGE_WIDTH, undefined, { sizes, widths: SRCSET_WIDTHS });
    const link = safeHref(stegaClean(item.link));
    return link && image ? [{ key: item._key, link, alt: item.image?.alt ?? "", image }] : [];
  });
}

type Slide = ReturnType<typeof gallerySlides>[number];

export function SlideLink({ slide: { link, alt, image } }: { slide: Slide }) {
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className="gallery__link">
      <img alt={alt} {...image} />
    </a>
  );
}

type HeaderProps = {
  content: Pick<GalleryContent, "title" | "pauseLabel" | "playLabel">;
  titleId: string;
  playing: boolean;
  onToggle?: () => void;
};

/** The gallery's heading and its pause/play button. */
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

/** The carousel's markup before Swiper starts, laid out by the breakpoint CSS of `Gallery`. */
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
