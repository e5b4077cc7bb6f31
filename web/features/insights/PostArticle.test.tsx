import { render, screen } from "@testing-library/react";
import { withRootData } from "../../../tests/unit/root-data-router";
import { describe, expect, it } from "vitest";
import type { PostContent } from "#content/contentTypes.ts";
import { PostArticle } from "./PostArticle";

const post = {
  _id: "post-a",
  title: "A post",
  slug: "a-post",
  body: [],
  coverImage: { asset: { _ref: "image-abc123-1600x900-jpg" }, alt: "The cover" },
} as unknown as PostContent;

describe("PostArticle's cover", () => {
  it("loads first, and offers a phone the widths it draws the cover at (343 px on a 375 px screen), not only the 1120 px image", async () => {
    const Page = () => <PostArticle post={post} labels={null} url="https://example.com/insights/a-post" />;
    render(withRootData(<Page />));
    const cover = await screen.findByRole("img", { name: "The cover" });
    expect(cover).toHaveAttribute("loading", "eager");
    expect(cover).toHaveAttribute("fetchpriority", "high");
    expect(cover).toHaveAttribute("sizes", "(min-width: 1200px) 1120px, calc(100vw - 2rem)");
    const widths = cover
      .getAttribute("srcset")
      ?.split(", ")
      .map((candidate) => candidate.split(" ")[1]);
    // Never wider than the 1,600 px source.
    expect(widths).toEqual(["360w", "540w", "720w", "1080w", "1120w", "1600w"]);
    // A 375 px phone at pixel densities 2 and 3 needs 686 and 1029 px: 720 and 1080 px serve them.
    for (const needed of [343 * 2, 343 * 3]) {
      const chosen = widths!.map((width) => Number(width.replace("w", ""))).find((width) => width >= needed)!;
      expect(chosen / needed).toBeLessThan(1.06);
    }
  });
});
