import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failOnConsoleError, sectionHeading as heading, paragraph } from "#blocks/testing.ts";
import type { BlockOf } from "#blocks/types.ts";
import ImageTextBlock from "./ImageTextBlock";
import { paths } from "#content/paths.ts";
import { imageTextMarkdown } from "./markdown";

type Block = BlockOf<"imageText">;
type Body = NonNullable<Block["body"]>;

const image = (ref: string | null) => ({
  asset: ref ? { _type: "reference" as const, _ref: ref } : null,
  hotspot: null,
  crop: null,
  lqip: null,
  alt: "Three connected automation steps",
});

// A 2×1 PNG, as Sanity's `metadata.lqip` gives a (20 px wide) one.
const LQIP =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwQZYAwAXmUH+Y8NNBUAAAAASUVORK5CYII=";

const body: Body = [
  {
    _key: "b1",
    _type: "block",
    style: "normal",
    markDefs: [],
    children: [
      { _key: "c1", _type: "span", marks: [], text: "We connect an AI agent to the tools you use." },
    ],
  },
  {
    _key: "b2",
    _type: "block",
    style: "normal",
    listItem: "bullet",
    level: 1,
    markDefs: [{ _key: "l1", _type: "link", href: paths.pricing }],
    children: [{ _key: "c2", _type: "span", marks: ["l1"], text: "Plans from $199/month" }],
  },
];

const full: Block = {
  _key: "split",
  _type: "imageText",
  anchorId: "image-text",
  hidden: false,
  image: image("image-abc123-800x600-svg"),
  imageSide: "right",
  heading: {
    _type: "sectionHeading",
    eyebrow: "How we work",
    title: "From first call to a working agent",
    intro: "In weeks.",
  },
  body,
  cta: { label: "Book Free Consultation", href: paths.contact },
};

const renderBlock = (block: Block) =>
  render(
    <MemoryRouter>
      <ImageTextBlock block={block} id="image-text" atTop={false} />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.restoreAllMocks();
});
// Registered last, so it checks before the mocks above are restored (hooks run in reverse).
failOnConsoleError();

describe("ImageTextBlock", () => {
  it("shows the heading, text, button and image of the section", () => {
    const { container } = renderBlock(full);
    const section = container.querySelector("section#image-text")!;
    expect(section).toHaveAccessibleName("From first call to a working agent");
    expect(section).toHaveClass("image-text--image-right");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("From first call to a working agent");
    expect(screen.getByText("How we work")).toBeVisible();
    expect(screen.getByText("In weeks.")).toBeVisible();
    expect(screen.getByText("We connect an AI agent to the tools you use.")).toBeVisible();
    expect(screen.getByRole("listitem")).toHaveTextContent("Plans from $199/month");
    expect(screen.getByRole("link", { name: "Plans from $199/month" })).toHaveAttribute(
      "href",
      paths.pricing,
    );
    expect(screen.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute(
      "href",
      paths.contact,
    );

    const picture = screen.getByRole("img", { name: "Three connected automation steps" });
    expect(picture).toHaveAttribute("width", "720");
    expect(picture).toHaveAttribute("height", "540");
    expect(picture).toHaveAttribute("loading", "lazy");
  });

  it("loads the image of a section at the top of the page at once and first", () => {
    render(
      <MemoryRouter>
        <ImageTextBlock block={full} id="image-text" atTop />
      </MemoryRouter>,
    );
    const picture = screen.getByRole("img");
    expect(picture).toHaveAttribute("loading", "eager");
    expect(picture).toHaveAttribute("fetchpriority", "high");
  });

  it("paints the image's blurred placeholder in the page's HTML, before any script", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ImageTextBlock
          block={{ ...full, image: { ...full.image!, lqip: LQIP } }}
          id="image-text"
          atTop={false}
        />
      </MemoryRouter>,
    );
    const img = new DOMParser().parseFromString(html, "text/html").querySelector("img")!;
    const style = img.getAttribute("style") ?? "";
    expect(style).toMatch(/^background-image:url\("data:image\/svg\+xml,/);
    expect(style).toContain(LQIP);
    expect(style).toContain("background-size:cover");
    expect(img.getAttribute("decoding")).toBe("async");
    // Without an lqip: no placeholder, and the image renders all the same.
    renderBlock(full);
    expect(screen.getByRole("img")).not.toHaveAttribute("style");
  });

  it("puts the image on the left when asked", () => {
    const { container } = renderBlock({ ...full, imageSide: "left" });
    expect(container.querySelector("section")).toHaveClass("image-text--image-left");
  });

  it("gives a raster image a srcset and the layout's sizes", () => {
    renderBlock({ ...full, image: image("image-def456-2400x1800-jpg") });
    const picture = screen.getByRole("img");
    expect(picture).toHaveAttribute("sizes", "(min-width: 56rem) min(50vw, 37.5rem), 100vw");
    expect(
      picture
        .getAttribute("srcset")
        ?.split(", ")
        .map((entry) => entry.split(" ")[1]),
    ).toEqual(["360w", "540w", "720w", "1080w", "1440w"]);
  });

  it("renders an empty section without content", () => {
    const { container } = renderBlock({ _key: "split", _type: "imageText" } as Block);
    const section = container.querySelector("section#image-text")!;
    expect(section).toHaveClass("image-text--image-right");
    expect(section).not.toHaveAttribute("aria-labelledby");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("leaves out what is malformed and shows the rest", () => {
    renderBlock({
      ...full,
      image: image(null),
      imageSide: "top" as Block["imageSide"],
      heading: { _type: "sectionHeading", eyebrow: "", title: "" },
      body: [] as Body,
      cta: { label: "Book", href: "javascript:alert(1)" },
    });
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows the text when the image is broken or has no asset reference", () => {
    for (const broken of [{ alt: "x" }, image("image-without-size")]) {
      const { unmount } = renderBlock({ ...full, image: broken as Block["image"], body: null });
      expect(screen.queryByRole("img")).toBeNull();
      expect(screen.getByRole("heading", { level: 2 })).toBeVisible();
      unmount();
    }
  });
});

describe("imageTextMarkdown", () => {
  const body = paragraph("Image words.");

  it("writes the text and its button under the section's heading", () => {
    const markdown = imageTextMarkdown({
      heading,
      body,
      cta: { label: "Go", href: "/page-two" },
    } as unknown as BlockOf<"imageText">);
    expect(markdown).toMatch(/^## Section title\n\nSection intro\./);
    for (const part of ["Image words.", "[Go](/page-two)"]) expect(markdown).toContain(part);
  });
});
