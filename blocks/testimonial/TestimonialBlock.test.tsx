import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failOnConsoleError } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import TestimonialBlock from "./TestimonialBlock";
import { testimonialMarkdown } from "./markdown";

type Block = BlockOf<"testimonial">;

const photo = (ref: string | null, alt = "Maya Chen") => ({
  asset: ref ? { _type: "reference" as const, _ref: ref } : null,
  hotspot: null,
  crop: null,
  lqip: null,
  alt,
});

const full: Block = {
  _key: "quote",
  _type: "testimonial",
  anchorId: "testimonial",
  hidden: false,
  quote: "The Customer Support agent answers 95% of our routine questions on its own.",
  name: "Maya Chen",
  role: "Director of Patient Experience",
  company: "Helix Health Partners",
  photo: photo("image-abc123-240x240-svg"),
};

const renderBlock = (block: Block) =>
  render(<TestimonialBlock block={block} id="testimonial" atTop={false} />);

afterEach(() => {
  vi.restoreAllMocks();
});
// Registered last, so it checks before the mocks above are restored (hooks run in reverse).
failOnConsoleError();

describe("TestimonialBlock", () => {
  it("shows the quote in a figure, captioned with the person's name, role, company and photo", () => {
    const { container } = renderBlock(full);
    const figure = container.querySelector("section#testimonial figure")!;
    expect(figure.querySelector(":scope > blockquote")).toHaveTextContent(full.quote!);
    const caption = figure.querySelector(":scope > figcaption")!;
    expect(caption).toHaveTextContent("Maya Chen");
    expect(caption).toHaveTextContent("Director of Patient Experience, Helix Health Partners");

    const image = screen.getByRole("img", { name: "Maya Chen" });
    expect(caption).toContainElement(image);
    expect(image).toHaveAttribute("width", "64");
    expect(image).toHaveAttribute("height", "64");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image.getAttribute("src")).toMatch(/abc123-240x240\.svg\?.*w=64&h=64/);
  });

  it("gives a raster photo a srcset for sharp screens, drawn 64 px wide", () => {
    renderBlock({ ...full, photo: photo("image-def456-1200x800-jpg") });
    const image = screen.getByRole("img", { name: "Maya Chen" });
    expect(image).toHaveAttribute("sizes", "64px");
    expect(
      image
        .getAttribute("srcset")
        ?.split(", ")
        .map((entry) => entry.split(" ")[1]),
    ).toEqual(["64w", "96w", "128w"]);
  });

  it("shows the person's initials when there is no photo", () => {
    const { container } = renderBlock({ ...full, photo: null, role: null });
    expect(screen.queryByRole("img")).toBeNull();
    const initials = container.querySelector(".testimonial__initials")!;
    expect(initials).toHaveTextContent("MC");
    expect(initials).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector(".testimonial__who")).toHaveTextContent(
      /^Maya Chen Helix Health Partners$/,
    );
  });

  it("shows nothing without content", () => {
    const { container } = renderBlock({ _key: "quote", _type: "testimonial" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows a quote without a person, uncaptioned", () => {
    const { container } = renderBlock({ ...full, name: null, role: null, company: null, photo: null });
    expect(container.querySelector("blockquote")).toHaveTextContent(full.quote!);
    expect(container.querySelector("figcaption")).toBeNull();
  });

  it("falls back to initials for a photo without an image asset or with a malformed one", () => {
    for (const broken of [photo(null), photo("not-an-image-ref"), { alt: "Maya Chen" }]) {
      const { container, unmount } = renderBlock({ ...full, photo: broken as Block["photo"] });
      expect(container.querySelector("img")).toBeNull();
      expect(container.querySelector(".testimonial__initials")).toHaveTextContent("MC");
      unmount();
    }
  });

  it("takes the first and last initials of a long name, and one of a single name", () => {
    const { container, rerender } = renderBlock({ ...full, photo: null, name: "  Ana  de la Cruz " });
    expect(container.querySelector(".testimonial__initials")).toHaveTextContent(/^AC$/);
    rerender(
      <TestimonialBlock block={{ ...full, photo: null, name: "Cher" }} id="testimonial" atTop={false} />,
    );
    expect(container.querySelector(".testimonial__initials")).toHaveTextContent(/^C$/);
  });
});

describe("testimonialMarkdown", () => {
  it("writes the quote, then who said it", () => {
    const quote = {
      quote: "Great.",
      name: "Maya",
      role: "Director",
      company: "Helix",
    } as unknown as BlockOf<"testimonial">;
    expect(testimonialMarkdown(quote)).toBe("> Great.\n\nMaya, Director, Helix");
  });
});
