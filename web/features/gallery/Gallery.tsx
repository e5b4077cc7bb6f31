import { useState } from "react";
import { Pause, Play } from "lucide-react";
import { A11y, Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import type { GalleryQueryResult } from "~/shared/content/sanity.types";
import { imageSource } from "~/shared/content/image";
import { gallerySizes, preloadSlideCss, swiperBreakpoints } from "./galleryLayout";
import "swiper/css";
import "./gallery.css";

const DEFAULT_DELAY_MS = 3000;
const IMAGE_WIDTH = 240;
// Raster images only (SVGs need no srcset): from 10 slides per view on a wide window to
// 2 per view on a 767px one, at 1x to 2x pixel density.
const SRCSET_WIDTHS = [0.5, 1, 1.5, 2, 3].map((factor) => IMAGE_WIDTH * factor);
const GAP_PX = 16;
const LABELS = { pause: "Pause carousel", play: "Play carousel" };

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The terms page's image carousel: autoplay (off for reduced motion, with a pause/play
 * button), loop and slides per view from the CMS breakpoint table.
 */
export function Gallery({ content }: { content: GalleryQueryResult }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const sizes = gallerySizes(content?.breakpoints);
  const slides = (content?.items ?? []).flatMap((item) => {
    const image = imageSource(item.image, IMAGE_WIDTH, undefined, { sizes, widths: SRCSET_WIDTHS });
    return item.link && image ? [{ key: item._key, link: item.link, alt: item.image?.alt ?? "", image }] : [];
  });
  if (!slides.length) return null;

  function handleSwiper(instance: SwiperInstance) {
    setSwiper(instance);
    if (prefersReducedMotion()) {
      instance.autoplay.stop();
      setPlaying(false);
    }
  }

  function togglePlaying() {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  }

  return (
    <section className="section section--muted gallery" aria-labelledby="gallery-title">
      <style>{preloadSlideCss(content?.breakpoints, GAP_PX)}</style>
      <div className="container">
        <div className="gallery__header">
          <h2 id="gallery-title">{content?.title}</h2>
          <button type="button" className="button button--outline gallery__toggle" onClick={togglePlaying}>
            {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
            <span className="visually-hidden">{playing ? LABELS.pause : LABELS.play}</span>
          </button>
        </div>
        <div onFocus={() => swiper?.autoplay.pause()} onBlur={() => swiper?.autoplay.resume()}>
          <Swiper
            modules={[Autoplay, A11y]}
            spaceBetween={GAP_PX}
            loop={content?.loop ?? true}
            autoplay={{
              delay: content?.autoplayDelay ?? DEFAULT_DELAY_MS,
              pauseOnMouseEnter: true,
              disableOnInteraction: false,
            }}
            breakpoints={swiperBreakpoints(content?.breakpoints)}
            onSwiper={handleSwiper}
          >
            {slides.map(({ key, link, alt, image }) => (
              <SwiperSlide key={key}>
                <a href={link} target="_blank" rel="noopener noreferrer" className="gallery__link">
                  <img
                    alt={alt}
                    loading="lazy"
                    width={image.width}
                    height={image.height}
                    sizes={image.sizes}
                    srcSet={image.srcSet}
                    src={image.src}
                  />
                </a>
              </SwiperSlide>
            ))}
          </Swiper>
        </div>
      </div>
    </section>
  );
}
