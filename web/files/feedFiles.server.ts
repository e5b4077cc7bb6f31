import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Feed as FeedWriter, type FeedOptions, type Item } from "feed";
import { blogFeed, categoryFeed, type Feed } from "#web/features/seo/feeds.ts";
import { pageDescription } from "#web/features/seo/pageTitle.ts";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import { fetchIn, type ContentFetcher } from "#content/config.ts";
import type { FeedQueryResult } from "#content/sanity.types.ts";
import { feedQuery } from "#content/queries.ts";
import { DEFAULT_LANGUAGE, type Language } from "#content/languages.ts";
import { documentPath, localizedPath } from "#content/documentPaths.ts";
import { postListPath } from "#content/postLists.ts";
import type { ContentSlugs, TranslatedSlugs } from "#content/sitePages.ts";
import { languageInfo } from "#content/locales.ts";
import { paths } from "#content/paths.ts";
import { xml } from "./crawlerFiles.server";

const DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";

// RSS 2.0 by `feed`, as the W3C feed validator checks it: the channel's title, link and
// description; each item's title, link, a permalink guid, the excerpt and an RFC 822 date;
// authors as dc:creator (RSS's own <author> must be an e-mail address); an atom:link to itself.

// Characters XML 1.0 forbids even escaped: a pasted control character would break the feed.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g; // eslint-disable-line no-control-regex
const clean = (value = "") => value.replace(FORBIDDEN, "");

const dateOf = (iso: string | null | undefined) => {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time);
};

const latest = (dates: (Date | undefined)[]) => {
  const times = dates.flatMap((date) => (date ? [date.getTime()] : []));
  return times.length ? new Date(Math.max(...times)) : undefined;
};

/** The channel's `feedLinks.rss` is the feed's own address; items in the order given (newest first). */
export function rssXml(channel: FeedOptions, items: Item[], language: Language = DEFAULT_LANGUAGE): string {
  const feed = new FeedWriter({
    ...channel,
    title: clean(channel.title || channel.link),
    description: clean(channel.description),
    language: languageInfo(language).hreflang,
    generator: false,
  });
  const published = latest(items.map((item) => item.date));
  if (published) feed.addExtension({ name: "pubDate", objects: { _text: published.toUTCString() } });
  for (const { author = [], category = [], ...item } of items) {
    const creators = author.map(({ name }) => ({ _text: clean(name) }));
    feed.addItem({
      ...item,
      // feed writes these two as CDATA: given escaped, they are unwrapped below.
      title: xml(clean(item.title)),
      description: xml(clean(item.description)),
      // An array of objects is one element each (xml-js, which feed writes with).
      extensions: [{ name: "dc:creator", objects: creators as unknown as Record<string, unknown> }],
      // feed leaves attribute values as they are.
      category: category.map(({ name, domain = "" }) => ({ name: clean(name), domain: xml(domain) })),
    });
  }
  // feed declares the dc prefix only for content:encoded, which these feeds do not carry.
  return `${feed
    .rss2()
    .replace(/<!\[CDATA\[(.*?)\]\]>/gs, "$1")
    .replace('<rss version="2.0"', `<rss version="2.0" xmlns:dc="${DUBLIN_CORE}"`)}\n`;
}

type Post = FeedQueryResult["posts"][number];

/**
 * The blog's feed and one per category whose page the build makes (`categorySlugs`), each listing
 * the posts its page lists, in the same order.
 */
export async function blogFeeds(
  fetch: ContentFetcher,
  siteUrl: string,
  categorySlugs: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ path: string; xml: string }[]> {
  const { siteName, insights: blog, categories, posts } = await fetchIn(fetch, language)(feedQuery);
  const categoryPage = (slug: string) => postListPath({ kind: "category", slug, language });
  const item = (post: Post): Item => ({
    title: post.title || post.slug || "",
    link: canonicalUrl(documentPath("post", post.slug, language), siteUrl),
    description: post.excerpt ?? "",
    // Without a date, feed writes no pubDate.
    date: dateOf(post.publishedAt) as Date,
    author: (post.authors ?? []).flatMap((name) => (name ? [{ name }] : [])),
    category: (post.categories ?? []).flatMap((category) =>
      category?.title && category.slug
        ? [{ name: category.title, domain: canonicalUrl(categoryPage(category.slug), siteUrl) }]
        : [],
    ),
  });
  const channel = (feed: Feed, page: string, described: string, listed: Post[], since?: string | null) =>
    rssXml(
      {
        title: feed.title,
        link: canonicalUrl(page, siteUrl),
        description: described || feed.title,
        updated: latest([since, ...listed.map((post) => post._updatedAt)].map(dateOf)),
        feedLinks: { rss: canonicalUrl(feed.path, siteUrl) },
      },
      listed.map(item),
      language,
    );

  const blogFeedOf = blogFeed(blog?.title, siteName, language);
  const all = channel(
    blogFeedOf,
    localizedPath(paths.insights, language),
    pageDescription(blog?.seo, blog?.intro),
    posts,
    blog?._updatedAt,
  );
  const perCategory = categorySlugs.map((slug) => {
    const category = categories.find((candidate) => candidate.slug === slug);
    const feed = categoryFeed({ slug, title: category?.title }, blog?.title, siteName, language);
    const listed = posts.filter((post) => post.categories?.some((of) => of?.slug === slug));
    const description = pageDescription(null, category?.description);
    return {
      path: feed.path,
      xml: channel(feed, categoryPage(slug), description, listed, category?._updatedAt),
    };
  });
  return [{ path: blogFeedOf.path, xml: all }, ...perCategory];
}

/** English's, and each other language's that has posts of its own. */
export async function writeFeeds(
  client: string,
  fetch: ContentFetcher,
  siteUrl: string,
  slugs: ContentSlugs,
) {
  const blogs: Pick<TranslatedSlugs, "language" | "blog">[] = [
    { language: DEFAULT_LANGUAGE, blog: slugs.blog },
    ...(slugs.translations ?? []).filter(({ blog }) => blog?.posts.length),
  ];
  for (const { language, blog } of blogs) {
    const categories = blog?.categories.map(({ slug }) => slug) ?? [];
    for (const feed of await blogFeeds(fetch, siteUrl, categories, language)) {
      const file = path.join(client, feed.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, feed.xml);
    }
  }
}
