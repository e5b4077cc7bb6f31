import type { MetaDescriptor } from "react-router";
import { loadInsightsAt } from "#web/features/insights/insightsContent.ts";
import { pageMeta } from "#web/features/seo/pageMeta.ts";
import { pageAlternates, type Translations } from "#web/shared/i18n/alternates.ts";
import type { ContentFetcher } from "#content/config.ts";
import type { Queries } from "#content/config.ts";
import { isBlogPath } from "#content/paths.ts";
import { slugAt, unlocalizedPath } from "#content/documentPaths.ts";
import { languageOfPath, type Language } from "#content/languages.ts";

// What the published content holds now at an address the last build did not write, where the host
// served the not-found page (NotFoundBoundary.tsx): a post or a page of the blog's lists, an
// agent, or a page built from blocks, published since. The browser loads this module only with
// live content.

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
 * What lives now at `path`, where the not-found page in `language` shows; null for nothing.
 *
 * Only where the address is in the not-found page's language: the host serves the one in the
 * visitor's language (Accept-Language), whatever the address's, and its root data (menus, settings)
 * is in that language. What was published since at an address in another language is in that
 * language: shown there it would be a page in one language inside another's menus. That page
 * then keeps its not-found page, in its own language, until the next build writes the address.
 */
export const publishedAt = (fetch: ContentFetcher, q: Queries, path: string, language: Language) =>
  languageOfPath(path) === language ? publishedSince(fetch, q, path) : Promise.resolve(null);

export type Found = NonNullable<Awaited<ReturnType<typeof publishedSince>>>;
