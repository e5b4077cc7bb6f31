// The blog's lists (/insights, a category's, an author's): newest first, 12 posts a page, page
// 1 at the list's own address, page n ≥ 2 at …/page/<n>.
import { paths } from "./paths";

export const POSTS_PER_PAGE = 12;

/** What a list is of: every post, a category's posts or an author's. */
export type PostListKind =
  { kind: "all" } | { kind: "category"; slug: string } | { kind: "author"; slug: string };

/** One page of a list. */
export type PostListPage = PostListKind & { page: number };

/** How many pages a list of `total` posts has: at least one (it says so when it is empty). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / POSTS_PER_PAGE));

/** The slice of the list's posts that page `page` shows, as GROQ's $start...$end (end excluded). */
export const pageSlice = (page: number) => ({
  start: (page - 1) * POSTS_PER_PAGE,
  end: page * POSTS_PER_PAGE,
});

/** The parameters of `postListQuery` for a page of a list. */
export const postListParams = (list: PostListPage) => ({
  ...pageSlice(list.page),
  category: list.kind === "category" ? list.slug : null,
  author: list.kind === "author" ? list.slug : null,
});
export type PostListParams = ReturnType<typeof postListParams>;

/** The address of page `page` of a list. */
export function postListPath(list: PostListKind, page = 1): string {
  if (list.kind === "category") return paths.category(list.slug, page);
  if (list.kind === "author") return paths.author(list.slug, page);
  return page > 1 ? paths.insightsPage(page) : paths.insights;
}

const PAGED = /^(.*?)(?:\/page\/(\d+))?\/?$/;

/** Which list, and which page of it, an address is (the inverse of `postListPath`); null for none. */
export function parsePostListPath(pathname: string): PostListPage | null {
  const [, base = "", number] = PAGED.exec(pathname) ?? [];
  const page = number ? Number(number) : 1;
  if (!(page >= 1) || (number && page < 2)) return null;
  if (base === paths.insights) return { kind: "all", page };
  for (const kind of ["category", "author"] as const) {
    const prefix = paths[kind]("");
    const slug = base.startsWith(prefix) ? decodeURIComponent(base.slice(prefix.length)) : "";
    if (slug && !slug.includes("/")) return { kind, slug, page };
  }
  return null;
}

/** The addresses of every page of a list of `total` posts. */
export const postListPaths = (list: PostListKind, total: number) =>
  Array.from({ length: pageCount(total) }, (_, index) => postListPath(list, index + 1));
