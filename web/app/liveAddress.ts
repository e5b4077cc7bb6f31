import type { MetaDescriptor } from "react-router";
import {
  loadInsightsAt,
  reloadInsights,
  type InsightsContent,
} from "#web/features/insights/insightsContent.ts";
import { pageMeta } from "#web/features/seo/pageMeta.ts";
import { pageAlternates, type Translations } from "#web/shared/i18n/alternates.ts";
import type { ContentFetcher } from "#content/config.ts";
import type { Queries } from "#content/config.ts";
import { isBlogPath } from "#content/paths.ts";
import { slugAt, unlocalizedPath } from "#content/documentPaths.ts";
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from "#content/languages.ts";
import type { Published } from "#web/pages/PublishedPage.tsx";

// The content of the route of every unlisted address (routes/catch-all.tsx): the blog's pages
// and the not-found page. With live content, also what the published content holds now at an
// address the last build did not write (the host served 404.html there): a post or a page of
// the blog's lists, an agent, or a page built from blocks, published since. The route renders
// it with its usual template, kept out of search engines until the next build writes it. The
// browser loads this module only for live content.

/**
 * The not-found page's content in `language` (English unless named), in the shape of the blog's
 * (neither a list nor a post), and its language: the host serves it at any unknown address in
 * the visitor's language, which the address may not name.
 */
export const loadNotFound = async (
  fetch: ContentFetcher,
  q: Queries,
  language: Language = DEFAULT_LANGUAGE,
) => ({
  list: null,
  post: null,
  notFound: await fetch(q.notFoundPageQuery, { language }),
  language,
});

/** An agent or a page published since the build, with its head. */
type PublishedContent = {
  list: null;
  post: null;
  notFound: null;
  published: Published;
  head: MetaDescriptor[];
};

/**
 * What the route shows: a page of the blog (one published since the build with its head), the
 * not-found page, or an agent or a page published since.
 */
export type AddressContent =
  | InsightsContent
  | (InsightsContent & { head: MetaDescriptor[] })
  | Awaited<ReturnType<typeof loadNotFound>>
  | PublishedContent;

async function blogContent(fetch: ContentFetcher, q: Queries, path: string) {
  const content = await loadInsightsAt(fetch, q, path, new URL(path, window.location.origin).href);
  return content.notFound ? null : content;
}

/**
 * Its head: a title and description, `noindex` (the sitemap and canonical come with the build),
 * and its translations in other languages, which live content shows at their addresses too.
 */
async function headOf(
  fetch: ContentFetcher,
  q: Queries,
  path: string,
  page: {
    title: string | null | undefined;
    text?: string | null;
    seo?: { title?: string | null } | null;
    translations?: Translations;
  },
): Promise<MetaDescriptor[]> {
  const siteName = await fetch(q.siteNameQuery);
  const alternates = pageAlternates(page.translations, () => true);
  return pageMeta(
    { path, seo: page.seo, pageTitle: page.title, pageText: page.text, siteName, noIndex: true, alternates },
    window.location.origin,
  );
}

/**
 * The published document at `path` and its head, or null when nothing published lives there.
 * A blog address is the blog's content (the page renders it as any of the blog's pages).
 */
export async function publishedSince(fetch: ContentFetcher, q: Queries, path: string) {
  if (isBlogPath(unlocalizedPath(path))) {
    const blog = await blogContent(fetch, q, path);
    if (!blog) return null;
    const post = blog.post?.post;
    const list = blog.list;
    const title = post?.title ?? list?.category?.title ?? list?.author?.name ?? list?.labels?.title;
    const head = await headOf(fetch, q, path, {
      title,
      text: post?.excerpt,
      seo: post?.seo,
      translations: post?.translations,
    });
    return { blog, agent: null, page: null, head };
  }
  const slug = slugAt("agent", path);
  if (slug) {
    const agent = await fetch(q.agentPageQuery, { slug });
    if (!agent.agent) return null;
    const { name, cardDescription, seo, translations } = agent.agent;
    const head = await headOf(fetch, q, path, { title: name, text: cardDescription, seo, translations });
    return { blog: null, agent, page: null, head };
  }
  const page = await fetch(q.pageQuery, { path });
  if (!page.page) return null;
  const { heading, text, seo, translations } = page.page;
  const head = await headOf(fetch, q, path, { title: heading, text, seo, translations });
  return { blog: null, agent: null, page, head };
}

/**
 * The route's content again from live content: the same page of the blog, or what lives now at
 * an address the build did not write, with its head; else the not-found page's.
 *
 * Only where the address is in the not-found page's language: the host serves the one in the
 * visitor's language (Accept-Language), whatever the address's, and its root data (menus, settings)
 * is in that language. What was published since at an address in another language is in that
 * language: shown there it would be a page in one language inside another's menus. That page
 * then keeps its not-found page, in its own language, until the next build writes the address.
 */
export async function liveAddressContent(
  fetch: ContentFetcher,
  q: Queries,
  built: AddressContent,
  url: string,
): Promise<AddressContent> {
  if (built.list || built.post) return reloadInsights(fetch, q, built as InsightsContent);
  const path = new URL(url).pathname;
  const language = "language" in built ? built.language : languageOfPath(path);
  if (languageOfPath(path) !== language) return loadNotFound(fetch, q, language);
  const found = await publishedSince(fetch, q, path);
  if (!found) return loadNotFound(fetch, q, language);
  const { blog, head } = found;
  return blog ? { ...blog, head } : { list: null, post: null, notFound: null, published: found, head };
}
