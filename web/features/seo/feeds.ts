import type { MetaDescriptor } from "react-router";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";
import type { Language } from "#content/languages.ts";

export type Feed = { path: string; title: string };

type FeedCategory = { slug: string | null; title?: string | null };

/**
 * What a page of the blog announces: its language's blog's feed, and on a category's pages its own
 * first.
 */
export type FeedScope = {
  blogTitle: string | null | undefined;
  category?: FeedCategory | null;
  language?: Language;
};

/** A feed's name: "Insights | Nexora AI", "Case studies | Insights | Nexora AI". */
export const feedTitle = (...names: (string | null | undefined)[]) =>
  names
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(" | ");

export const blogFeed = (
  blogTitle: string | null | undefined,
  siteName: string | null,
  language?: Language,
): Feed => ({
  path: localizedPath(paths.insightsFeed, language),
  title: feedTitle(blogTitle, siteName),
});

export const categoryFeed = (
  category: FeedCategory,
  blogTitle: string | null | undefined,
  siteName: string | null,
  language?: Language,
): Feed => ({
  path: localizedPath(paths.categoryFeed(category.slug), language),
  title: feedTitle(category.title || category.slug, blogTitle, siteName),
});

export const scopeFeeds = ({ blogTitle, category, language }: FeedScope, siteName: string | null): Feed[] => [
  ...(category?.slug ? [categoryFeed(category, blogTitle, siteName, language)] : []),
  blogFeed(blogTitle, siteName, language),
];

/** A path, not a URL: a feed reader resolves it against the page's address, on the host that serves it. */
export const feedLinks = (feeds: Feed[]): MetaDescriptor[] =>
  feeds.map((feed) => ({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    ...(feed.title ? { title: feed.title } : {}),
    href: feed.path,
  }));
