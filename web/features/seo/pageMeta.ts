import type { MetaDescriptor } from "react-router";
import { pageDescription, pageTitle, type SeoFields } from "./pageTitle";
import { SHARE_IMAGE_SIZE, canonicalUrl, shareImagePath } from "./sitePaths";

export type PageMetaInput = {
  /** The page's address: "/", "/agents/data-analyst". */
  path: string;
  seo?: SeoFields;
  /** The page's own title (its heading), for "title | site name" when the SEO title is empty. */
  pageTitle: string | null | undefined;
  /** The page's own text (intro, hero text), the description when the SEO description is empty. */
  pageText?: string | null;
  siteName: string | null;
  /** Account pages and the 404 page: kept out of search results whatever their content says. */
  noIndex?: boolean;
};

/**
 * Every head tag of a page. An indexable page gets title, description, canonical link, Open
 * Graph and Twitter card tags; a noindex page (account pages, 404, or `seo.noIndex`) gets title,
 * description and `robots: noindex`, no canonical and no share image. The share image is the file
 * the build writes for the page (its SEO image cropped, or one drawn from its content).
 */
export function pageMeta(input: PageMetaInput, siteUrl: string): MetaDescriptor[] {
  const title = pageTitle(input.seo, input.pageTitle, input.siteName);
  const description = pageDescription(input.seo, input.pageText);
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: "description", content: description });
  if (input.noIndex || input.seo?.noIndex) return [...tags, { name: "robots", content: "noindex" }];

  const canonical = canonicalUrl(input.path, siteUrl);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:url", content: canonical },
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:image", content: `${siteUrl}${shareImagePath(input.path)}` },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    ...(input.siteName ? [{ property: "og:site_name", content: input.siteName }] : []),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
