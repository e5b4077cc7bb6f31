import type { SeoContent as Seo, SitePageListings } from "#content/contentTypes.ts";
import { listPageText, pageDescription, pageTitle } from "./pageTitle";
import { agentCard, postCard, postListCard, type ShareCard } from "./shareCard";
import { documentPath, HOME_SLUG, localizedPath } from "#content/documentPaths.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, type Language } from "#content/languages.ts";
import type { Translations } from "#web/shared/i18n/alternates.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { pageCount, postListPath, type PostListKind } from "#content/postLists.ts";
import { BLOG_TITLE } from "#schemas/lib/defaultTexts.ts";

type Document = {
  _updatedAt: string;
  title?: string | null;
  text?: string | null;
  seo: Seo;
  translations?: Translations;
} | null;

/** An indexable page as the build lists it: its sitemap entry, llms.txt line and share image. */
export type PageListing = {
  path: string;
  title: string;
  description: string;
  lastmod?: string;
  noIndex: boolean;
  /** The editor's share image, cropped instead of drawing `card`. */
  image: NonNullable<Seo>["image"];
  card: ShareCard;
  /** Its document's translations in each language (the sitemap's alternates are those built). */
  translations?: Translations;
};

function page(path: string, doc: Document, siteName: string | null, card: ShareCard): PageListing {
  return {
    path,
    title: pageTitle(doc?.seo, doc?.title ?? card.title, siteName),
    description: pageDescription(doc?.seo, doc?.text),
    ...(doc?._updatedAt ? { lastmod: doc._updatedAt } : {}),
    noIndex: Boolean(doc?.seo?.noIndex),
    image: doc?.seo?.image ?? null,
    card,
    ...(doc?.translations ? { translations: doc.translations } : {}),
  };
}

/** Pages marked noIndex are in the list with `noIndex: true`; the sitemap and llms.txt leave them out. */
export function pageListings(
  content: SitePageListings,
  language: Language = DEFAULT_LANGUAGE,
): PageListing[] {
  const siteName = content.settings?.siteName ?? null;
  const named = (doc: { title?: string | null } | null, fallback: string) => ({
    title: doc?.title || fallback,
  });
  const pages = [...content.pages].sort(
    (a, b) => Number(b.slug === HOME_SLUG) - Number(a.slug === HOME_SLUG),
  );
  return [
    ...pages.map((built) =>
      page(
        documentPath("page", built.slug, language),
        built,
        siteName,
        named(built, built.slug === HOME_SLUG ? (siteName ?? "") : (built.slug ?? "")),
      ),
    ),
    ...content.agents.map((agent) => {
      const doc = {
        _updatedAt: agent._updatedAt,
        title: agent.name,
        text: agent.cardDescription,
        seo: agent.seo,
        translations: agent.translations,
      };
      return page(
        documentPath("agent", agent.slug, language),
        doc,
        siteName,
        agentCard(
          agent,
          { agentsTitle: content.agentsTitle, fromLabel: content.fromLabel },
          messagesIn(language).formats,
        ),
      );
    }),
    ...content.legal.map((legal) =>
      page(localizedPath(`/${legal.slug}`, language), legal, siteName, named(legal, legal.slug ?? "")),
    ),
    ...blogListings(content, siteName, language),
  ];
}

const latest = (...dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);

/** A list's translations are the same list in each language's blog. */
function blogListings(content: SitePageListings, siteName: string | null, language: Language): PageListing[] {
  const insights = content.insights;
  const blogTitle = insights?.title || BLOG_TITLE;
  const pageOf = (page: number, pages: number) =>
    [insights?.pageLabel, page, insights?.ofLabel, pages]
      .filter((part) => part != null && part !== "")
      .join(" ");
  const noIndex = Boolean(insights?.seo?.noIndex);
  const list = (
    kind: PostListKind,
    doc: { _updatedAt?: string; title?: string | null; text?: string | null },
    total: number,
    lastPost: string | null | undefined,
  ) =>
    Array.from({ length: pageCount(total) }, (_, index): PageListing => {
      const number = index + 1;
      const later = number > 1 ? pageOf(number, pageCount(total)) : "";
      const first = kind.kind === "all" && number === 1;
      const title = [doc.title || blogTitle, later].filter(Boolean).join(" · ");
      const lastmod = latest(doc._updatedAt, lastPost);
      return {
        path: postListPath({ ...kind, language }, number),
        translations: LANGUAGE_IDS.map((other) => ({
          language: other,
          path: postListPath({ ...kind, language: other }, number),
        })),
        title: pageTitle(first ? insights?.seo : null, title, siteName),
        description: pageDescription(first ? insights?.seo : null, listPageText(later, doc.text)),
        ...(lastmod ? { lastmod } : {}),
        noIndex,
        image: first ? (insights?.seo?.image ?? null) : null,
        card: postListCard(insights, kind.kind === "all" ? null : doc, later),
      };
    });
  const postsChanged = latest(...content.posts.map((post) => post._updatedAt));
  return [
    ...list(
      { kind: "all" },
      { ...insights, title: blogTitle, text: insights?.intro },
      content.posts.length,
      postsChanged,
    ),
    ...content.categories.flatMap((category) =>
      list({ kind: "category", slug: category.slug ?? "" }, category, category.postCount, category.lastPost),
    ),
    ...content.authors.flatMap((author) =>
      list({ kind: "author", slug: author.slug ?? "" }, author, author.postCount, author.lastPost),
    ),
    ...content.posts.map((post) =>
      page(
        documentPath("post", post.slug, language),
        post,
        siteName,
        postCard(post.title, post.authors ?? [], insights),
      ),
    ),
  ];
}
