// The blog's lists (/insights, a category's, an author's): newest first, 12 posts a page, page
// 1 at the list's own address, page n ≥ 2 at …/page/<n>.
import { localizedPath, unlocalizedPath } from "./documentPaths";
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from "./languages";
import { paths } from "./paths";

export const POSTS_PER_PAGE = 12;

/**
 * What a list is of: every post, a category's posts or an author's, in a language's blog (its
 * posts in that language, under its prefix; English when absent).
 */
export type PostListKind = (
  { kind: "all" } | { kind: "category"; slug: string } | { kind: "author"; slug: string }
) & { language?: Language };

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
  const path =
    list.kind === "category"
      ? paths.category(list.slug, page)
      : list.kind === "author"
        ? paths.author(list.slug, page)
        : page > 1
          ? paths.insightsPage(page)
          : paths.insights;
  return localizedPath(path, list.language);
}

const PAGED = /^(.*?)(?:\/page\/(\d+))?\/?$/;

/** Which list, and which page of it, an address is (the inverse of `postListPath`); null for none. */
export function parsePostListPath(pathname: string): PostListPage | null {
  const language = languageOfPath(pathname);
  const [, base = "", number] = PAGED.exec(unlocalizedPath(pathname)) ?? [];
  const page = number ? Number(number) : 1;
  if (!(page >= 1) || (number && page < 2)) return null;
  const inLanguage = language === DEFAULT_LANGUAGE ? {} : { language };
  if (base === paths.insights) return { kind: "all", page, ...inLanguage };
  for (const kind of ["category", "author"] as const) {
    const prefix = paths[kind]("");
    const slug = base.startsWith(prefix) ? decodeURIComponent(base.slice(prefix.length)) : "";
    if (slug && !slug.includes("/")) return { kind, slug, page, ...inLanguage };
  }
  return null;
}

/** The addresses of every page of a list of `total` posts. */
export const postListPaths = (list: PostListKind, total: number) =>
  Array.from({ length: pageCount(total) }, (_, index) => postListPath(list, index + 1));
