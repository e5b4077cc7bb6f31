import { useState } from "react";
import { A11y, Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import { swiperBreakpoints } from "./galleryLayout";
import type { GalleryContent } from "#content/contentTypes.ts";
import { GalleryHeader, gallerySlides, GAP_PX, SlideLink } from "./GallerySlides";

const DEFAULT_DELAY_MS = 3000;

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** Autoplay is off for reduced motion. Swiper is loaded with this module only. */
export function GalleryCarousel({ content, titleId }: { content: GalleryContent; titleId: string }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

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
    <>
      <GalleryHeader content={content} titleId={titleId} playing={playing} onToggle={togglePlaying} />
      <div onFocus={() => swiper?.autoplay.pause()} onBlur={() => swiper?.autoplay.resume()}>
        <Swiper
          modules={[Autoplay, A11y]}
          spaceBetween={GAP_PX}
          loop={content.loop ?? true}
          autoplay={{
            delay: content.autoplayDelay ?? DEFAULT_DELAY_MS,
            pauseOnMouseEnter: true,
            disableOnInteraction: false,
            // Swiper's resize handling moves a looping carousel back to its slide a frame later;
            // when that lands on an autoplay's slide, its transition never ends, and autoplay,
            // waiting for that end, would stay paused for good (tests/e2e/pages.spec.ts saw it).
            waitForTransition: false,
          }}
          breakpoints={swiperBreakpoints(content.breakpoints)}
          onSwiper={handleSwiper}
        >
          {gallerySlides(content).map((slide) => (
            <SwiperSlide key={slide.key}>
              <SlideLink slide={slide} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </>
  );
}
