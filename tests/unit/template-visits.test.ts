import { describe, expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { builtFromBlocks, posts } from "../e2e/support/dataset";
import {
  bodyKinds,
  everyBodyKind,
  everySectionKind,
  fewestCovering,
  sectionKinds,
  templateVisits,
} from "../e2e/support/templates";
import { withMorePosts } from "../bench/more-posts";

// The pages the browser tests visit (tests/e2e/support/templates.ts), computed from the registries
// and the bundled dataset: together they show everything a page of the site can be made of, and
// they stay few whatever the dataset holds.

const visits = templateVisits();
const visited = (path: string) => visits.some((visit) => visit.path === path);

describe("the pages a browser visits", () => {
  it("show every block type and variant the schema has", () => {
    const shown = new Set(
      builtFromBlocks()
        .filter((page) => visited(paths.page(page.slug.current)))
        .flatMap((page) => [...sectionKinds(page)]),
    );
    expect(everySectionKind().filter((kind) => !shown.has(kind))).toEqual([]);
  });

  it("show every kind of post body member the schema has", () => {
    const shown = new Set(
      posts()
        .filter((post) => visited(paths.post(post.slug.current)))
        .flatMap((post) => [...bodyKinds(post)]),
    );
    expect(everyBodyKind().filter((kind) => !shown.has(kind))).toEqual([]);
  });

  it("are one page of each kind of the registry, the Spanish twins and the not-found pages", () => {
    const kinds = new Set(visits.map((visit) => visit.kind));
    for (const kind of [
      "agent",
      "page",
      "blog",
      "terms",
      "privacy",
      "signIn",
      "signUp",
      "notFound",
      "dashboard",
    ])
      expect(kinds, kind).toContain(kind);
    expect(visits.map((visit) => visit.path)).toEqual(expect.arrayContaining(["/es", "/es/404"]));
    expect(visits.filter((visit) => visit.kind === "agent").map((visit) => visit.path)).toHaveLength(2);
    expect(new Set(visits.map((visit) => visit.path)).size, "each page once").toBe(visits.length);
  });

  it("are as many with a hundred more posts: the fewest posts that hold every kind of body", () => {
    const visitedPosts = posts().filter((post) => visited(paths.post(post.slug.current)));
    expect(visitedPosts).toEqual(fewestCovering(posts(), bodyKinds));
    const more = withMorePosts(posts() as Parameters<typeof withMorePosts>[0], 100);
    expect(fewestCovering(more, bodyKinds)).toHaveLength(visitedPosts.length);
  });
});

describe("fewestCovering", () => {
  const holds = (items: string) => new Set(items.split(""));

  it("chooses the fewest candidates that hold all the others hold, the first such in order", () => {
    expect(fewestCovering(["ab", "c", "abc", "d"], holds)).toEqual(["abc", "d"]);
    expect(fewestCovering(["a", "b", "ab"], holds)).toEqual(["ab"]);
  });

  it("chooses none from nothing, and keeps a single candidate", () => {
    expect(fewestCovering([], holds)).toEqual([]);
    expect(fewestCovering(["ab"], holds)).toEqual(["ab"]);
  });
});
