import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failOnConsoleError } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import ImageGalleryBlock from "./ImageGalleryBlock";
import { imageGalleryMarkdown } from "./markdown";

type Block = BlockOf<"imageGallery">;
type Gallery = NonNullable<Block["gallery"]>;

const item = (index: number, ref: string | null = `image-abc${index}-400x300-svg`) => ({
  _key: `item${index}`,
  link: `https://example.com/${index}`,
  image: {
    asset: ref ? { _type: "reference" as const, _ref: ref } : null,
    hotspot: null,
    crop: null,
    lqip: null,
    alt: `Client ${index}`,
  },
});

const gallery: Gallery = {
  _id: "gallery",
  _type: "gallery",
  title: "Trusted by Growing Businesses",
  autoplayDelay: 3000,
  loop: true,
  pauseLabel: "Pause carousel",
  playLabel: "Play carousel",
  breakpoints: [{ _key: "bp0", minWidth: 0, slidesPerView: 3 }],
  items: [item(0), item(1), item(2)],
};

const block = (fields: Partial<Block>): Block =>
  ({
    _key: "logos",
    _type: "imageGallery",
    anchorId: null,
    hidden: false,
    title: null,
    gallery,
    ...fields,
  }) as Block;

const renderBlock = (content: Block) =>
  render(<ImageGalleryBlock block={content} id="logos" atTop={false} />);

afterEach(() => {
  vi.restoreAllMocks();
});
// Registered last, so it checks before the mocks above are restored (hooks run in reverse).
failOnConsoleError();

describe("ImageGalleryBlock", () => {
  it("shows the gallery's carousel under the section's own title, at the section's id", () => {
    const { container } = renderBlock(block({ title: "Companies Growing with Nexora AI" }));
    const section = container.querySelector("section#logos")!;
    expect(section).toHaveAccessibleName("Companies Growing with Nexora AI");
    expect(screen.getByRole("heading", { level: 2 })).toHaveAttribute("id", "logos-title");
    expect(screen.getAllByRole("link")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Client 1" })).toHaveAttribute("href", "https://example.com/1");
    expect(screen.getByRole("button", { name: "Pause carousel" })).toBeInTheDocument();
  });

  it("takes the gallery's title when the section has none", () => {
    renderBlock(block({ title: "" }));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Trusted by Growing Businesses");
  });

  it("shows nothing without content, or without a gallery document", () => {
    const { container, unmount } = renderBlock({ _key: "logos", _type: "imageGallery" } as Block);
    expect(container).toBeEmptyDOMElement();
    unmount();
    expect(renderBlock(block({ gallery: null })).container).toBeEmptyDOMElement();
  });

  it("shows nothing when no slide has an image and a link the site allows, or none", () => {
    const malformed = [
      { ...gallery, items: null },
      { ...gallery, items: [] },
      { ...gallery, items: [item(0, null), { ...item(1), link: "javascript:alert(1)" }, { _key: "x" }] },
    ] as Gallery[];
    for (const content of malformed) {
      const { container, unmount } = renderBlock(block({ gallery: content }));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it("leaves out the malformed slides and shows the others", () => {
    renderBlock(
      block({ gallery: { ...gallery, breakpoints: null, items: [item(0), item(1, "not-a-ref")] } }),
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });
});

describe("imageGalleryMarkdown", () => {
  it("writes a gallery's title and its images' words, linked where they link", () => {
    const gallery = {
      title: "Clients",
      gallery: {
        items: [
          { link: "/page-two", image: { alt: "Acme" } },
          { link: null, image: { alt: null } },
        ],
      },
    } as unknown as BlockOf<"imageGallery">;
    expect(imageGalleryMarkdown(gallery)).toBe("## Clients\n\n- [Acme](/page-two)");
  });
});
