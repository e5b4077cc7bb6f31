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
// served the not-found page. The browser loads this module only with live content.

async function blogContent(fetch: ContentFetcher, q: Queries, path: string) {
  const content = await loadInsightsAt(fetch, q, path, new URL(path, window.location.origin).href);
  return content.notFound ? null : content;
}

/** `noindex`: the sitemap and canonical come with the build. */
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

/** Null when nothing published lives there. */
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
 * Only where the address is in the not-found page's language: the host serves the one in the
 * visitor's language whatever the address's, and a page published in another language would show
 * inside that language's menus. It keeps its not-found page until the next build writes it.
 */
export const publishedAt = (fetch: ContentFetcher, q: Queries, path: string, language: Language) =>
  languageOfPath(path) === language ? publishedSince(fetch, q, path) : Promise.resolve(null);

export type Found = NonNullable<Awaited<ReturnType<typeof publishedSince>>>;
