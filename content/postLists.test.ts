import { describe, expect, it } from "vitest";
import { paths } from "./paths";
import { pageCount, pageSlice, parsePostListPath, postListPath, postListPaths } from "./postLists";

describe("the blog's lists, 12 posts a page", () => {
  it("count pages: at least one, a 13th post opens page 2", () => {
    expect([0, 1, 12, 13, 24, 25].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("slice page n as GROQ's $start...$end", () => {
    expect(pageSlice(1)).toEqual({ start: 0, end: 12 });
    expect(pageSlice(2)).toEqual({ start: 12, end: 24 });
  });

  it("put page 1 at the list's own address, later pages under /page/<n>", () => {
    expect(postListPath({ kind: "all" })).toBe(paths.insights);
    expect(postListPath({ kind: "all" }, 2)).toBe(paths.insightsPage(2));
    expect(postListPath({ kind: "category", slug: "how-tos" }, 3)).toBe(paths.category("how-tos", 3));
    expect(postListPaths({ kind: "author", slug: "ana" }, 13)).toEqual([
      paths.author("ana"),
      paths.author("ana", 2),
    ]);
  });

  it("read an address back into its list and page", () => {
    expect(parsePostListPath(paths.insights)).toEqual({ kind: "all", page: 1 });
    expect(parsePostListPath(paths.insightsPage(4))).toEqual({ kind: "all", page: 4 });
    expect(parsePostListPath(paths.category("ops", 2))).toEqual({ kind: "category", slug: "ops", page: 2 });
    expect(parsePostListPath(`${paths.author("ana")}/`)).toEqual({ kind: "author", slug: "ana", page: 1 });
    // Page 1 has no /page/1 address; a post is no list.
    expect(parsePostListPath(paths.insightsPage(1))).toBeNull();
    expect(parsePostListPath(paths.post("a-post"))).toBeNull();
  });

  it("are read and written in a language's blog under its prefix", () => {
    expect(parsePostListPath("/es/insights")).toEqual({ kind: "all", page: 1, language: "es" });
    expect(parsePostListPath("/es/insights/category/ops/page/2")).toEqual({
      kind: "category",
      slug: "ops",
      page: 2,
      language: "es",
    });
    expect(parsePostListPath("/es/insights/a-post")).toBeNull();
    expect(postListPath({ kind: "author", slug: "ana", language: "es" }, 3)).toBe(
      "/es/insights/author/ana/page/3",
    );
    expect(postListPath({ kind: "all", language: "en" })).toBe(paths.insights);
  });
});
