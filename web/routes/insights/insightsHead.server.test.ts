import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { listNeighbours } from "./insightsHead.server";

describe("a blog list's rel=prev and rel=next links", () => {
  it("lead to the neighbouring pages by their paths, on whichever host serves the page", () => {
    expect(listNeighbours({ kind: "all", page: 2 }, 3)).toEqual([
      { tagName: "link", rel: "prev", href: paths.insights },
      { tagName: "link", rel: "next", href: paths.insightsPage(3) },
    ]);
    expect(listNeighbours({ kind: "category", slug: "operations", page: 1 }, 2)).toEqual([
      { tagName: "link", rel: "next", href: paths.category("operations", 2) },
    ]);
  });

  it("lead from an author's last page back to the one before", () => {
    expect(listNeighbours({ kind: "author", slug: "maya", page: 2 }, 2)).toEqual([
      { tagName: "link", rel: "prev", href: paths.author("maya") },
    ]);
  });
});
