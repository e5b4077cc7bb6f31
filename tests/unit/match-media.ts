import { vi } from "vitest";

/**
 * jsdom has no media queries: a `matchMedia` whose queries match when `matches` says so (none by
 * default), for components that read the screen (Sanity UI's layers, Swiper's breakpoints).
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}
