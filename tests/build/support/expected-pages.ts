import {
  agents,
  allDocuments,
  builtFromBlocks,
  languageOf,
  posts,
  singleton,
  translationOf,
  translationsOfType,
  versionsOf,
  type Doc,
} from "../../e2e/support/dataset";
import { sitePages, type BlogSlugs, type SitePage } from "#content/sitePages.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_IDS, languageOfPath, type Language } from "#content/languages.ts";
import { documentPath, localizedPath, unlocalizedPath } from "#content/documentPaths.ts";
import { isBlogPath } from "#content/paths.ts";

// The pages the build writes, in every language, from the dataset it read: what the tests of the
// built files expect to find. Unlike tests/e2e/support/routes.ts's `builtPages`, each other
// language's account pages, dashboard and not-found page (wherever it has a page of its own) and
// its blog (its own posts) are among them.

const published = (doc: Doc) => !String(doc._id).startsWith("drafts.");
const slugsOf = (docs: Doc[]) => docs.map((doc) => doc.slug.current as string);

/** A language's blog: its posts, and the categories and authors with posts in it (English lists them all). */
function blogOf(language: Language): BlogSlugs {
  const own = posts().filter((post) => languageOf(post) === language);
  const listed = (type: string) =>
    allDocuments()
      .filter((doc) => doc._type === type && doc.slug?.current && published(doc))
      .filter((doc) => languageOf(doc) === DEFAULT_LANGUAGE)
      .map((doc) => ({
        slug: doc.slug.current as string,
        posts: own.filter((post) =>
          [...(post.categories ?? []), ...(post.authors ?? [])].some((ref: Doc) => ref._ref === doc._id),
        ).length,
      }))
      .filter((list) => language === DEFAULT_LANGUAGE || list.posts > 0);
  return { posts: slugsOf(own), categories: listed("category"), authors: listed("author") };
}

/** Every page the build writes (content/sitePages.ts over the dataset), in every language. */
export const expectedPages = (): SitePage[] =>
  sitePages({
    agents: slugsOf(agents()),
    pages: slugsOf(builtFromBlocks()),
    blog: blogOf(DEFAULT_LANGUAGE),
    translations: LANGUAGE_IDS.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => {
      const own = {
        agents: slugsOf(translationsOfType("agent", language)),
        pages: slugsOf(translationsOfType("page", language)),
        legal: slugsOf(translationsOfType("legalPage", language)),
        blog: blogOf(language),
      };
      const ownPages = own.agents.length + own.pages.length + own.legal.length + own.blog.posts.length;
      return { language, ...own, appPages: ownPages > 0 };
    }),
  });

/** A document's address in its language, for the types with pages of their own. */
function addressOf(doc: Doc): string | null {
  const slug = doc.slug?.current;
  if (!slug || !published(doc)) return null;
  if (doc._type === "legalPage") return localizedPath(`/${slug}`, languageOf(doc) as Language);
  if (["page", "agent", "post"].includes(doc._type)) return documentPath(doc._type, slug, languageOf(doc));
  return null;
}

/** The addresses of the pages and posts whose SEO settings say noindex, in every language. */
const noIndexed = () =>
  new Set(
    allDocuments()
      .filter((doc) => doc.seo?.noIndex)
      .map(addressOf)
      .filter(Boolean),
  );

/** Whether search engines are told about a page: not an account or 404 page, nor one whose SEO settings say noindex. */
export function isIndexable(page: SitePage): boolean {
  if (!page.indexable || noIndexed().has(page.path)) return false;
  const language = languageOfPath(page.path);
  const blog = singleton("insightsPage");
  const blogSeo = (language === DEFAULT_LANGUAGE ? blog : (translationOf(blog, language) ?? blog)).seo;
  return !(blogSeo?.noIndex === true && isBlogPath(unlocalizedPath(page.path)));
}

/**
 * The page's versions in each language that the build wrote, its own included, by language;
 * none when it has no other. A document's page: its translations' (translation metadata). An account
 * page, the dashboard, a list of the blog: the same address in each language. The not-found
 * page: none (the host serves it at any unknown address).
 */
export function versionsAt(page: SitePage, built: ReadonlySet<string>): Partial<Record<Language, string>> {
  if (page.kind === "notFound") return {};
  const doc = allDocuments().find((candidate) => addressOf(candidate) === page.path);
  const addresses = doc
    ? versionsOf(doc).map((id) => allDocuments().find((candidate) => candidate._id === id))
    : LANGUAGE_IDS.map((language) => localizedPath(unlocalizedPath(page.path), language));
  const versions: Partial<Record<Language, string>> = {};
  for (const entry of addresses) {
    const address = typeof entry === "string" ? entry : entry && addressOf(entry);
    if (address && built.has(address)) versions[languageOfPath(address)] ??= address;
  }
  return Object.keys(versions).length > 1 ? versions : {};
}
