import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { imageGalleryMarkdown } from "./markdown";

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
