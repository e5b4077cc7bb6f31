import { describe, expect, it } from "vitest";
import { imageSource } from "./image";

describe("imageSource without a Sanity project", () => {
  it("serves bundled images from /seed-images with their intrinsic ratio", () => {
    const image = { asset: { _ref: "image-abc123-400x300-svg" } };
    expect(imageSource(image, 200)).toEqual({
      src: "/seed-images/abc123-400x300.svg",
      width: 200,
      height: 150,
    });
  });

  it("returns null for a missing or malformed image", () => {
    expect(imageSource(null, 200)).toBeNull();
    expect(imageSource({ asset: { _ref: "not-an-image" } }, 200)).toBeNull();
  });
});
