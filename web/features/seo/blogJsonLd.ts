import { documentPath } from "#content/documentPaths.ts";
import type { BlogPosting, Person } from "schema-dts";
import type { PostContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { postListPath } from "#content/postLists.ts";
import { languageInfo } from "#content/locales.ts";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";
import { logoUrl } from "./siteJsonLd";
import { canonicalUrl, shareImagePath } from "./sitePaths";

type Post = Pick<
  PostContent,
  "title" | "slug" | "language" | "excerpt" | "publishedAt" | "_updatedAt" | "authors" | "categories"
>;

export function blogPostingJsonLd(post: Post, siteName: string | null, siteUrl: string) {
  const language = post.language ?? DEFAULT_LANGUAGE;
  const path = documentPath("post", post.slug, language);
  const url = canonicalUrl(path, siteUrl);
  const authors = (post.authors ?? []).flatMap((author): Person[] =>
    author?.name
      ? [
          {
            "@type": "Person",
            name: author.name,
            ...(author.slug
              ? { url: canonicalUrl(postListPath({ kind: "author", slug: author.slug, language }), siteUrl) }
              : {}),
            ...(author.role ? { jobTitle: author.role } : {}),
          },
        ]
      : [],
  );
  const sections = (post.categories ?? []).flatMap((category) => (category?.title ? [category.title] : []));
  const posting: BlogPosting = {
    "@type": "BlogPosting",
    ...(post.title ? { headline: post.title } : {}),
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post._updatedAt,
    inLanguage: languageInfo(language).hreflang,
    ...(authors.length ? { author: authors } : {}),
    ...(sections.length ? { articleSection: sections } : {}),
    image: `${siteUrl}${shareImagePath(path)}`,
    url,
    mainEntityOfPage: url,
    ...(siteName
      ? {
          publisher: {
            "@type": "Organization",
            name: siteName,
            url: canonicalUrl(paths.home, siteUrl),
            logo: logoUrl(siteUrl),
          },
        }
      : {}),
  };
  return { "@context": "https://schema.org" as const, ...posting };
}
