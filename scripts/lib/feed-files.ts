import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { blogFeed, categoryFeed, type Feed } from "../../web/features/seo/feeds";
import { pageDescription } from "../../web/features/seo/pageTitle";
import { canonicalUrl } from "../../web/features/seo/sitePaths";
import type { ContentFetcher } from "../../content/config";
import type { FeedQueryResult } from "../../content/sanity.types";
import { feedQuery } from "../../content/queries";
import { SITE_LANGUAGE, SITE_REGION } from "../../web/shared/locale";
import { paths } from "../../content/paths";
import { xml } from "./crawler-files";

// RSS 2.0 (rssboard.org/rss-specification) as the W3C feed validator checks it: the channel's
// title, link and description; each item's title, link, a permalink guid, the excerpt and an
// RFC 822 date; authors as dc:creator (RSS's own <author> must be an e-mail address); an
// atom:link to the feed itself.

/** A post as a feed lists it. */
export type FeedItem = {
  title: string;
  /** Its absolute URL: the item's link and guid. */
  url: string;
  description: string;
  publishedAt?: string | null;
  authors: string[];
  categories: { title: string; url: string }[];
};

export type FeedChannel = Feed & {
  /** The absolute URL of the page the feed follows (/insights, a category's page). */
  link: string;
  description: string;
  /** When what the feed shows last changed (ISO 8601). */
  updatedAt?: string | null;
  items: FeedItem[];
};

// Characters XML 1.0 forbids even escaped: a pasted control character would break the feed.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g; // eslint-disable-line no-control-regex
const text = (value: string) => xml(value.replace(FORBIDDEN, ""));
const element = (name: string, value: string, attributes = "") =>
  `<${name}${attributes}>${text(value)}</${name}>`;

/** An ISO 8601 moment in RFC 822 ("Tue, 14 Jan 2025 09:00:00 GMT"); null when it is no date. */
export function rfc822(iso: string | null | undefined): string | null {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toUTCString();
}

const newest = (dates: (string | null | undefined)[]) =>
  dates.filter((date) => rfc822(date)).sort((a, b) => Date.parse(b!) - Date.parse(a!))[0];

function itemXml(item: FeedItem): string {
  const date = rfc822(item.publishedAt);
  return [
    "    <item>",
    `      ${element("title", item.title)}`,
    `      ${element("link", item.url)}`,
    `      ${element("guid", item.url, ' isPermaLink="true"')}`,
    `      ${element("description", item.description)}`,
    ...(date ? [`      ${element("pubDate", date)}`] : []),
    ...item.authors.map((name) => `      ${element("dc:creator", name)}`),
    ...item.categories.map(
      (category) => `      ${element("category", category.title, ` domain="${text(category.url)}"`)}`,
    ),
    "    </item>",
  ].join("\n");
}

/** An RSS 2.0 document: the channel, then its items in the order given (newest first). */
export function rssXml(channel: FeedChannel, siteUrl: string): string {
  const published = rfc822(newest(channel.items.map((item) => item.publishedAt)));
  const built = rfc822(channel.updatedAt);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "  <channel>",
    `    ${element("title", channel.title || channel.link)}`,
    `    ${element("link", channel.link)}`,
    `    ${element("description", channel.description)}`,
    `    ${element("language", `${SITE_LANGUAGE}-${SITE_REGION}`)}`,
    ...(published ? [`    ${element("pubDate", published)}`] : []),
    ...(built ? [`    ${element("lastBuildDate", built)}`] : []),
    `    <atom:link href="${text(canonicalUrl(channel.path, siteUrl))}" rel="self" type="application/rss+xml"/>`,
    ...channel.items.map(itemXml),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

type Post = FeedQueryResult["posts"][number];

/**
 * Every feed of the blog from the content: all posts at /insights/rss.xml, and one per category
 * whose page the build makes (`categorySlugs`), each listing the posts its page lists, in the
 * same order. Posts marked noIndex are left out, as the sitemap leaves them out.
 */
export async function blogFeeds(
  fetch: ContentFetcher,
  siteUrl: string,
  categorySlugs: readonly string[],
): Promise<{ path: string; xml: string }[]> {
  const { siteName, insights: blog, categories, posts } = await fetch(feedQuery);
  const item = (post: Post): FeedItem => ({
    title: post.title || post.slug || "",
    url: canonicalUrl(paths.post(post.slug), siteUrl),
    description: post.excerpt ?? "",
    publishedAt: post.publishedAt,
    authors: (post.authors ?? []).filter((name): name is string => Boolean(name)),
    categories: (post.categories ?? []).flatMap((category) =>
      category?.title && category.slug
        ? [{ title: category.title, url: canonicalUrl(paths.category(category.slug), siteUrl) }]
        : [],
    ),
  });
  const channel = (feed: Feed, page: string, described: string, listed: Post[], since?: string | null) =>
    rssXml(
      {
        ...feed,
        link: canonicalUrl(page, siteUrl),
        description: described || feed.title,
        updatedAt: newest([since, ...listed.map((post) => post._updatedAt)]),
        items: listed.map(item),
      },
      siteUrl,
    );

  const all = channel(
    blogFeed(blog?.title, siteName),
    paths.insights,
    pageDescription(blog?.seo, blog?.intro),
    posts,
    blog?._updatedAt,
  );
  const perCategory = categorySlugs.map((slug) => {
    const category = categories.find((candidate) => candidate.slug === slug);
    const feed = categoryFeed({ slug, title: category?.title }, blog?.title, siteName);
    const listed = posts.filter((post) => post.categories?.some((of) => of?.slug === slug));
    const description = pageDescription(null, category?.description);
    return {
      path: feed.path,
      xml: channel(feed, paths.category(slug), description, listed, category?._updatedAt),
    };
  });
  return [{ path: paths.insightsFeed, xml: all }, ...perCategory];
}

/** Writes the blog's feeds into the client build, next to the pages they follow. */
export async function writeFeeds(
  client: string,
  fetch: ContentFetcher,
  siteUrl: string,
  categorySlugs: readonly string[],
) {
  for (const feed of await blogFeeds(fetch, siteUrl, categorySlugs)) {
    const file = path.join(client, feed.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, feed.xml);
  }
}
