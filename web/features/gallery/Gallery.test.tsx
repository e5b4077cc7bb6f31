import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GalleryContent as Content } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { Gallery } from "./Gallery";
import { GalleryCarousel } from "./GalleryCarousel";
import { gallerySizes, preloadSlideCss, swiperBreakpoints } from "./galleryLayout";
import { stubMatchMedia } from "../../../tests/unit/match-media";
import { seedDocument } from "../../../tests/unit/seed-content";

const breakpoints = [
  [576, 2],
  [0, 3],
  [768, 5],
  [992, 6],
  [1200, 10],
].map(([minWidth, slidesPerView]) => ({ _key: `bp${minWidth}`, minWidth, slidesPerView }));

const item = (
  index: number,
  ref = `image-abc${index}-400x300-svg`,
): NonNullable<Content["items"]>[number] => ({
  _key: `item${index}`,
  link: `https://example.com/${index}`,
  image: {
    asset: { _type: "reference", _ref: ref },
    hotspot: null,
    crop: null,
    lqip: null,
    alt: `Client ${index}`,
  },
});

const content: Content = {
  _id: "gallery",
  _type: "gallery",
  title: "Trusted by Growing Businesses",
  autoplayDelay: 3000,
  loop: true,
  pauseLabel: "Pause carousel",
  playLabel: "Play carousel",
  breakpoints,
  items: Array.from({ length: 15 }, (_, index) => item(index)),
};

const stubReducedMotion = (matches: boolean) =>
  stubMatchMedia((query) => matches && query.includes("reduce"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("swiperBreakpoints", () => {
  it("maps the CMS table to Swiper's breakpoints, ignoring invalid rows", () => {
    expect(swiperBreakpoints([...breakpoints, { _key: "bad", minWidth: null, slidesPerView: 4 }])).toEqual({
      0: { slidesPerView: 3 },
      576: { slidesPerView: 2 },
      768: { slidesPerView: 5 },
      992: { slidesPerView: 6 },
      1200: { slidesPerView: 10 },
    });
  });
});

describe("gallerySizes", () => {
  it("gives each breakpoint its share of the content width, widest first", () => {
    expect(gallerySizes(breakpoints)).toBe(
      [
        "(min-width: 1200px) calc(min(100vw, 75rem) / 10)",
        "(min-width: 992px) calc(min(100vw, 75rem) / 6)",
        "(min-width: 768px) calc(min(100vw, 75rem) / 5)",
        "(min-width: 576px) calc(min(100vw, 75rem) / 2)",
        "calc(min(100vw, 75rem) / 3)",
      ].join(", "),
    );
  });

  it("falls back to one slide below the smallest row, as Swiper does", () => {
    expect(gallerySizes([{ _key: "a", minWidth: 768, slidesPerView: 4 }])).toBe(
      "(min-width: 768px) calc(min(100vw, 75rem) / 4), min(100vw, 75rem)",
    );
    expect(gallerySizes(null)).toBe("min(100vw, 75rem)");
  });
});

describe("preloadSlideCss", () => {
  it("sizes the slides before Swiper starts from each row's minimum width up", () => {
    const rows = breakpoints.filter((row) => row.minWidth < 768);
    expect(preloadSlideCss(rows, 16)).toBe(
      [
        "@media (min-width: 0px) { .gallery .swiper:not(.swiper-initialized) .swiper-slide { width: calc((100% - 32px) / 3); } }",
        "@media (min-width: 576px) { .gallery .swiper:not(.swiper-initialized) .swiper-slide { width: calc((100% - 16px) / 2); } }",
      ].join("\n"),
    );
  });
});

describe("the bundled gallery", () => {
  it("has the spec's 3000 ms autoplay delay and breakpoints 0:3, 576:2, 768:5, 992:6, 1200:10", () => {
    const gallery = seedDocument("gallery") as Content;
    expect(gallery.autoplayDelay).toBe(3000);
    expect(gallery.breakpoints?.map((row) => `${row.minWidth}:${row.slidesPerView}`)).toEqual([
      "0:3",
      "576:2",
      "768:5",
      "992:6",
      "1200:10",
    ]);
  });
});

describe("GalleryCarousel's autoplay", () => {
  function renderPlaying(autoplayDelay: number | null) {
    stubReducedMotion(false);
    vi.useFakeTimers();
    const { container } = render(<GalleryCarousel content={{ ...content, autoplayDelay }} titleId="title" />);
    return () => container.querySelector(".swiper-slide-active img")?.getAttribute("alt");
  }

  it("moves on after 3000 ms when the content gives no delay", async () => {
    const activeSlide = renderPlaying(null);
    expect(activeSlide()).toBe("Client 0");
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(activeSlide()).toBe("Client 0");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(activeSlide()).toBe("Client 1");
  });

  it("moves on after the content's own delay", async () => {
    const activeSlide = renderPlaying(4_500);
    await act(() => vi.advanceTimersByTimeAsync(4_499));
    expect(activeSlide()).toBe("Client 0");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(activeSlide()).toBe("Client 1");
  });
});

describe("Gallery", () => {
  it("renders every item as an external link named by its image's alt text", () => {
    stubReducedMotion(false);
    render(<Gallery content={content} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(15);
    expect(screen.getByRole("link", { name: "Client 0" })).toHaveAttribute("href", "https://example.com/0");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    const image = screen.getByRole("img", { name: "Client 3" });
    expect(image).toHaveAttribute("width", "240");
    expect(image).toHaveAttribute("height", "180");
    expect(image).toHaveAttribute("loading", "lazy");
    // SVGs scale: one URL, no srcset.
    expect(image.getAttribute("src")).toMatch(/\/abc3-400x300\.svg\?w=240&/);
    expect(image).not.toHaveAttribute("srcset");
  });

  it("leads a logo to its write-up on this site in the same tab, and shows one without a link as an image", () => {
    stubReducedMotion(false);
    const writeUp = paths.post("client-1-write-up");
    render(
      <MemoryRouter>
        <Gallery
          content={{
            ...content,
            items: [item(0), { ...item(1), link: writeUp }, { ...item(2), link: null }],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("link")).toHaveLength(2);
    const internal = screen.getByRole("link", { name: "Client 1" });
    expect(internal).toHaveAttribute("href", writeUp);
    expect(internal).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "Client 0" })).toHaveAttribute("target", "_blank");
    const unlinked = screen.getByRole("img", { name: "Client 2" });
    expect(unlinked.closest("a")).toBeNull();
    expect(unlinked.parentElement).toHaveClass("gallery__link");
  });

  it("gives raster images a width srcset and the carousel's sizes", () => {
    stubReducedMotion(false);
    render(<Gallery content={{ ...content, items: [item(0, "image-def-1600x1200-jpg")] }} />);
    const image = screen.getByRole("img", { name: "Client 0" });
    expect(image).toHaveAttribute("width", "240");
    expect(image).toHaveAttribute("height", "180");
    expect(image).toHaveAttribute("sizes", gallerySizes(breakpoints));
    const widths = image
      .getAttribute("srcset")
      ?.split(", ")
      .map((entry) => entry.split(" ")[1]);
    expect(widths).toEqual(["120w", "240w", "360w", "480w", "720w"]);
  });

  it("shows the slides, laid out as Swiper will, before Swiper has loaded", () => {
    stubReducedMotion(false);
    const { container } = render(<Gallery content={content} />);
    expect(container.querySelectorAll(".swiper:not(.swiper-initialized) .swiper-slide")).toHaveLength(15);
  });

  it("starts Swiper once the gallery nears the viewport", async () => {
    stubReducedMotion(false);
    const observed: Element[] = [];
    stubIntersection(observed);
    vi.resetModules(); // a fresh Gallery module, whose Swiper has not been asked for yet
    const { Gallery: FreshGallery } = await import("./Gallery");
    const { container } = await renderRunning(FreshGallery);
    expect(observed).toContain(container.querySelector("#gallery"));
    expect(container.querySelectorAll(".swiper-initialized")).toHaveLength(1);
  });

  it("lets visitors pause and resume the autoplay", async () => {
    stubReducedMotion(false);
    stubIntersection();
    const user = userEvent.setup();
    await renderRunning();
    await user.click(screen.getByRole("button", { name: "Pause carousel" }));
    expect(screen.getByRole("button", { name: "Play carousel" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Play carousel" }));
    expect(screen.getByRole("button", { name: "Pause carousel" })).toBeInTheDocument();
  });

  it("starts paused for visitors who prefer reduced motion", async () => {
    stubReducedMotion(true);
    stubIntersection();
    await renderRunning();
    expect(screen.getByRole("button", { name: "Play carousel" })).toBeInTheDocument();
  });
});

/** An IntersectionObserver that reports every observed element as near the viewport. */
function stubIntersection(observed: Element[] = []) {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: Element) {
        observed.push(element);
        setTimeout(() => this.callback([{ isIntersecting: true }]));
      }
      disconnect() {}
    },
  );
}

async function renderRunning(Component = Gallery) {
  const view = render(<Component content={content} />);
  // Swiper is imported on demand: give a loaded machine time to fetch and start it.
  await waitFor(() => expect(view.container.querySelector(".swiper-initialized")).not.toBeNull(), {
    timeout: 5000,
  });
  return view;
}
