import type { GalleryContent } from "#content/contentTypes.ts";

type Breakpoints = NonNullable<GalleryContent["breakpoints"]>;
type Step = { minWidth: number; slidesPerView: number };

const isCount = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min;

const validSteps = (breakpoints: Breakpoints | null | undefined): Step[] =>
  (breakpoints ?? [])
    .flatMap(({ minWidth, slidesPerView }) =>
      isCount(minWidth, 0) && isCount(slidesPerView, 1) ? [{ minWidth, slidesPerView }] : [],
    )
    .sort((a, b) => a.minWidth - b.minWidth);

/** minWidth -> slidesPerView */
export function swiperBreakpoints(breakpoints: Breakpoints | null | undefined) {
  return Object.fromEntries(
    validSteps(breakpoints).map((step) => [step.minWidth, { slidesPerView: step.slidesPerView }]),
  );
}

/** Sizes the prerendered slides as Swiper will, so the carousel does not jump when it starts. */
export function preloadSlideCss(breakpoints: Breakpoints | null | undefined, gapPx: number): string {
  return validSteps(breakpoints)
    .map(
      ({ minWidth, slidesPerView }) =>
        `@media (min-width: ${minWidth}px) { .gallery .swiper:not(.swiper-initialized) .swiper-slide { width: calc((100% - ${(slidesPerView - 1) * gapPx}px) / ${slidesPerView}); } }`,
    )
    .join("\n");
}

/**
 * At most a 1/n share of the content width (75rem) or of the window. Padding and gaps are left out,
 * so the browser errs on the sharp side. Below the smallest row Swiper shows one slide.
 */
export function gallerySizes(breakpoints: Breakpoints | null | undefined): string {
  const share = (slidesPerView: number) =>
    slidesPerView === 1 ? "min(100vw, 75rem)" : `calc(min(100vw, 75rem) / ${slidesPerView})`;
  const steps = validSteps(breakpoints).reverse();
  const rules = steps
    .filter((step) => step.minWidth > 0)
    .map((step) => `(min-width: ${step.minWidth}px) ${share(step.slidesPerView)}`);
  const base = steps.find((step) => step.minWidth === 0)?.slidesPerView ?? 1;
  return [...rules, share(base)].join(", ");
}
