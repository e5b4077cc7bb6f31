import { NOT_FOUND_PATH, sitePages } from "#content/sitePages.ts";
import {
  agents,
  authors,
  builtFromBlocks,
  categories,
  posts,
  postsOf,
  singleton,
  translationsOfType,
} from "./dataset";
import { paths } from "#content/paths.ts";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";
import { LANGUAGES } from "#content/locales.ts";

const slugsOf = (docs: ReturnType<typeof agents>) => docs.map((doc) => doc.slug.current as string);

const listed = (docs: ReturnType<typeof categories>) =>
  docs.map((doc) => ({ slug: doc.slug.current as string, posts: postsOf(doc._id).length }));

/** The site's pages as the build listed them, from the dataset the build read (content/sitePages.ts). */
export const builtPages = () =>
  sitePages({
    agents: agents().map((agent) => agent.slug.current),
    pages: builtFromBlocks().map((page) => page.slug.current),
    blog: {
      posts: posts().map((post) => post.slug.current),
      categories: listed(categories()),
      authors: listed(authors()),
    },
    translations: LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE).map(({ id: language }) => ({
      language,
      agents: slugsOf(translationsOfType("agent", language)),
      pages: slugsOf(translationsOfType("page", language)),
      legal: slugsOf(translationsOfType("legalPage", language)),
    })),
  });

/** Every public route a visitor can land on: the prerendered pages, and an unknown path for the 404. */
export const publicRoutes = () => [
  ...builtPages()
    .filter((page) => page.path !== NOT_FOUND_PATH)
    .map((page) => page.path),
  "/no-such-page",
];

/** The pages search engines are told about: not those whose SEO settings say noindex. */
export const indexablePaths = () => {
  const blogHidden = singleton("insightsPage").seo?.noIndex === true;
  const hidden = new Set([
    ...builtFromBlocks()
      .filter((page) => page.seo?.noIndex)
      .map((page) => paths.page(page.slug.current)),
    ...posts()
      .filter((post) => post.seo?.noIndex)
      .map((post) => paths.post(post.slug.current)),
  ]);
  return builtPages()
    .filter((page) => page.indexable && !hidden.has(page.path))
    .filter((page) => !blogHidden || !page.path.startsWith(paths.insights))
    .map((page) => page.path);
};
