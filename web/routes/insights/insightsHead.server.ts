import type { MetaDescriptor } from "react-router";
import { postListHeading } from "#web/features/insights/postListPage.ts";
import { blogPostingJsonLd } from "#web/features/seo/blogJsonLd.ts";
import type { PageHeadInput } from "#web/features/seo/pageHead.server.ts";
import { listPageText } from "#web/features/seo/pageTitle.ts";
import { postCard, postListCard } from "#web/features/seo/shareCard.ts";
import type { InsightsLabels, PostContent, PostListContent } from "#content/contentTypes.ts";
import { postListPath, type PostListPage } from "#content/postLists.ts";
import { insightsCrumbs } from "#web/shared/ui/crumbs.ts";
import { LANGUAGE_IDS } from "#content/languages.ts";

/**
 * The blog's SEO fields on /insights only; "· Page 2 of 3" on later pages, so each page has its own
 * title, description and canonical.
 */
export function postListHead(content: PostListContent, list: PostListPage): Omit<PageHeadInput, "url"> {
  const heading = postListHeading(content, list);
  const first = list.kind === "all" && list.page === 1;
  const title = heading.pageLabel ? `${heading.title} · ${heading.pageLabel}` : heading.title;
  return {
    seo: first ? content.labels?.seo : { noIndex: content.labels?.seo?.noIndex },
    pageTitle: title,
    pageText: listPageText(heading.pageLabel, heading.text),
    card: postListCard(
      content.labels,
      list.kind === "category"
        ? content.category
        : list.kind === "author"
          ? { title: content.author?.name }
          : null,
      heading.pageLabel,
    ),
    crumbs: heading.crumbs,
    feeds: {
      blogTitle: content.labels?.title,
      category: list.kind === "category" ? content.category : null,
      language: list.language,
    },
    translations: LANGUAGE_IDS.map((language) => ({
      language,
      path: postListPath({ ...list, language }, list.page),
    })),
  };
}

/**
 * `rel=prev` and `rel=next` links to a list's neighbouring pages: paths, on whatever host serves
 * the page. Firefox fetches rel=next ahead; to the configured site's origin from any other host
 * (a preview channel, a local build) that fetch breaks the Content-Security-Policy.
 */
export function listNeighbours(list: PostListPage, pages: number): MetaDescriptor[] {
  return [
    ...(list.page > 1 ? [{ tagName: "link", rel: "prev", href: postListPath(list, list.page - 1) }] : []),
    ...(list.page < pages ? [{ tagName: "link", rel: "next", href: postListPath(list, list.page + 1) }] : []),
  ];
}

export function postHead(post: PostContent, labels: InsightsLabels): Omit<PageHeadInput, "url"> {
  return {
    seo: post.seo,
    pageTitle: post.title,
    pageText: post.excerpt,
    article: { publishedTime: post.publishedAt, modifiedTime: post._updatedAt },
    card: postCard(
      post.title,
      (post.authors ?? []).map((author) => author?.name),
      labels,
    ),
    crumbs: insightsCrumbs(labels?.title, post.language ?? undefined, { label: post.title ?? "" }),
    feeds: { blogTitle: labels?.title, language: post.language ?? undefined },
    translations: post.translations,
    structuredData: ({ settings, siteUrl }) => [blogPostingJsonLd(post, settings?.siteName ?? null, siteUrl)],
  };
}
