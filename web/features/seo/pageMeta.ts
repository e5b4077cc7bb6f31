import type { MetaDescriptor } from "react-router";
import type { SocialLinkContent } from "#content/contentTypes.ts";
import { languageOfPath } from "#content/languages.ts";
import { languageInfo } from "#content/locales.ts";
import { hreflangLinks, type Alternate } from "#web/shared/i18n/alternates.ts";
import { pageDescription, pageTitle, type SeoFields } from "./pageTitle";
import { cardSiteName, isEditorImage, shareImageAlt, type ShareCard } from "./shareCard";
import { SHARE_IMAGE_SIZE, canonicalUrl, shareImagePath } from "./sitePaths";

export type PageMetaInput = {
  path: string;
  seo?: SeoFields;
  /** The page's own title (its heading), for "title | site name" when the SEO title is empty. */
  pageTitle: string | null | undefined;
  /** The page's own text (intro, hero text), the description when the SEO description is empty. */
  pageText?: string | null;
  siteName: string | null;
  /** The site's X account, "@nexoraai" (twitter:site); null for none. */
  xAccount?: string | null;
  /** Account pages and the 404 page: kept out of search results whatever their content says. */
  noIndex?: boolean;
  /** A post: shared as an article (og:type article) with its dates. */
  article?: { publishedTime?: string | null; modifiedTime?: string | null };
  /** What the page's drawn share image shows (./shareCard.ts); by default its title alone. */
  card?: ShareCard;
  /** The page's translations in each language, its own included (none when it has no other). */
  alternates?: readonly Alternate[];
};

/** A noindex page gets title, description and `robots: noindex`: no canonical, no share image. */
export function pageMeta(input: PageMetaInput, siteUrl: string): MetaDescriptor[] {
  const title = pageTitle(input.seo, input.pageTitle, input.siteName);
  const description = pageDescription(input.seo, input.pageText);
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: "description", content: description });
  const alternates = input.alternates ?? [];
  const hreflang = hreflangLinks(alternates, (path) => canonicalUrl(path, siteUrl));
  // A page kept out of search results still names its translations: the language switcher reads them.
  if (input.noIndex || input.seo?.noIndex)
    return [...tags, { name: "robots", content: "noindex" }, ...hreflang];

  const canonical = canonicalUrl(input.path, siteUrl);
  const language = languageOfPath(input.path);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: canonical },
    ...hreflang,
    ...openGraphType(input.article),
    { property: "og:url", content: canonical },
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:image", content: `${siteUrl}${shareImagePath(input.path)}` },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    ...shareImageAltTag(input, siteUrl),
    { property: "og:locale", content: languageInfo(language).ogLocale },
    ...alternates
      .filter((alternate) => alternate.language !== language)
      .map((alternate) => ({
        property: "og:locale:alternate",
        content: languageInfo(alternate.language).ogLocale,
      })),
    ...(input.siteName ? [{ property: "og:site_name", content: input.siteName }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(input.xAccount ? [{ name: "twitter:site", content: input.xAccount }] : []),
  ];
}

/** An editor's own image gets none: what it shows is not known. */
function shareImageAltTag(input: PageMetaInput, siteUrl: string): MetaDescriptor[] {
  if (isEditorImage(input.seo?.image)) return [];
  const card = input.card ?? { title: input.pageTitle ?? "" };
  return [{ property: "og:image:alt", content: shareImageAlt(card, cardSiteName(input.siteName, siteUrl)) }];
}

function openGraphType(article: PageMetaInput["article"]): MetaDescriptor[] {
  if (!article) return [{ property: "og:type", content: "website" }];
  const { publishedTime, modifiedTime } = article;
  return [
    { property: "og:type", content: "article" },
    ...(publishedTime ? [{ property: "article:published_time", content: publishedTime }] : []),
    ...(modifiedTime ? [{ property: "article:modified_time", content: modifiedTime }] : []),
  ];
}

const X_HOSTS = new Set(["x.com", "www.x.com", "twitter.com", "www.twitter.com"]);
const X_NAME = /^[A-Za-z0-9_]{1,15}$/;

export function xAccount(links: readonly Pick<SocialLinkContent, "network" | "url">[] | null | undefined) {
  for (const link of links ?? []) {
    if (link.network !== "x" || !URL.canParse(link.url ?? "")) continue;
    const url = new URL(link.url ?? "");
    const name = url.pathname.split("/").filter(Boolean)[0]?.replace(/^@/, "");
    if (X_HOSTS.has(url.hostname) && name && X_NAME.test(name)) return `@${name}`;
  }
  return null;
}
