import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PostCardContent } from "#content/contentTypes.ts";
import { withRootData } from "../../../tests/unit/root-data-router";
import { PostList } from "./PostList";

const post = (n: number) =>
  ({
    _id: `post-${n}`,
    title: `Post ${n}`,
    slug: `post-${n}`,
    words: 600,
    coverImage: { asset: { _ref: "image-abc123-1600x900-jpg" }, alt: `Cover ${n}` },
  }) as unknown as PostCardContent;

describe("PostList's covers", () => {
  it("loads only the first card's cover at once and first (the one in a phone's first screen), the others lazily", async () => {
    const posts = [1, 2, 3, 4, 5].map(post);
    render(withRootData(<PostList posts={posts} total={5} list={{ kind: "all", page: 1 }} labels={null} />));
    const covers = await Promise.all(
      posts.map((_, index) => screen.findByRole("img", { name: `Cover ${index + 1}` })),
    );
    const [first, ...rest] = covers;
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    for (const cover of rest) {
      expect(cover).toHaveAttribute("loading", "lazy");
      expect(cover).not.toHaveAttribute("fetchpriority");
    }
  });

  it("offers a phone the widths it draws the cover at (343 px on a 375 px screen, pixel densities 1 to 3)", async () => {
    render(
      withRootData(<PostList posts={[post(1)]} total={1} list={{ kind: "all", page: 1 }} labels={null} />),
    );
    const cover = await screen.findByRole("img", { name: "Cover 1" });
    expect(cover).toHaveAttribute(
      "sizes",
      "(min-width: 1024px) 360px, (min-width: 640px) 50vw, calc(100vw - 2rem)",
    );
    const widths = cover
      .getAttribute("srcset")
      ?.split(", ")
      .map((candidate) => Number(candidate.split(" ")[1].replace("w", "")));
    expect(widths).toEqual([360, 540, 720, 1080]);
    // Each density of a 343 px slot finds a candidate at most a fifth wider than it needs.
    for (const density of [1, 2, 3]) {
      const needed = 343 * density;
      const chosen = widths!.find((width) => width >= needed)!;
      expect(chosen / needed).toBeLessThan(1.2);
    }
  });
});
