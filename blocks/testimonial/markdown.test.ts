import { describe, expect, it } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import { testimonialMarkdown } from "./markdown";

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
