import { redirectProblems, rulesContent } from "#schemas/lib/redirects.ts";
import { fetchContent, present } from "./fetch.server";
import { blogSlugsQuery, contentSlugsQuery, translatedSlugsQuery } from "#content/queries.ts";
import { blogSlugs, type ContentSlugs, type TranslatedSlugs } from "#content/sitePages.ts";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";
import { LANGUAGES } from "#content/locales.ts";
import { pageSlugProblem, slugProblem, type OnePartSlugType } from "#content/addressRules.ts";

const warned = new Set<string>();

/**
 * The slugs the Studio would accept, each once; each other is left out of the build, with a
 * one-line warning (once: categories and authors serve every language's blog). A second
 * document with a slug would be written over the first's page.
 */
function buildable<T>(
  type: OnePartSlugType,
  items: readonly T[],
  language: string,
  slugOf: (item: T) => string,
) {
  const taken = new Set<string>();
  return items.filter((item) => {
    const slug = slugOf(item);
    const problem = taken.has(slug)
      ? `another ${type} has it, and its page would be written over`
      : slugProblem(type, slug);
    taken.add(slug);
    const shared = type === "category" || type === "author";
    const message = `The ${type} with the slug ${JSON.stringify(slugOf(item))}${shared ? "" : ` (${language})`} is not built: ${problem}.`;
    if (problem && !warned.has(message)) {
      warned.add(message);
      console.warn(message);
    }
    return !problem;
  });
}

function buildablePages(slugs: readonly string[], prefix: string) {
  const taken = new Set<string>();
  return slugs.filter((slug) => {
    const problem = taken.has(slug)
      ? "another page has this address, and its page would be written over"
      : pageSlugProblem(slug);
    taken.add(slug);
    if (problem) console.warn(`The page ${prefix}/${slug} is not built: ${problem}.`);
    return !problem;
  });
}

const buildableBlog = <
  B extends {
    posts: readonly (string | null)[];
    categories: readonly { slug: string | null }[];
    authors: readonly { slug: string | null }[];
  },
>(
  blog: B,
  language: string,
): B => ({
  ...blog,
  posts: buildable("post", present([...blog.posts]), language, (slug) => slug),
  categories: buildable(
    "category",
    blog.categories.filter((item) => item.slug),
    language,
    (item) => item.slug!,
  ),
  authors: buildable(
    "author",
    blog.authors.filter((item) => item.slug),
    language,
    (item) => item.slug!,
  ),
});

/**
 * For `sitePages` and the prerender list. A document the Studio would refuse (content written
 * around it) is left out of the build, with a warning.
 */
export async function listContentSlugs(): Promise<ContentSlugs> {
  const content = buildableBlog(await fetchContent(contentSlugsQuery), DEFAULT_LANGUAGE);
  const agents = buildable("agent", present(content.agents), DEFAULT_LANGUAGE, (slug) => slug);
  const pages = buildablePages(present(content.pages), "");
  const rules = rulesContent({ ...content, agents, pages });
  const { blog } = rules;
  const problems = redirectProblems(rules);
  const redirects = content.redirects.flatMap(({ _id, from, to, permanent }) => {
    const own = problems.filter((problem) => problem.id === _id);
    for (const { message } of own)
      console.warn(`The redirect from ${from} (document ${_id}) is not built: ${message}.`);
    return from && to && !own.length ? [{ from, to, permanent }] : [];
  });
  return { agents, pages, redirects, blog, translations: await listTranslatedSlugs() };
}

async function listTranslatedSlugs(): Promise<TranslatedSlugs[]> {
  const translations = await fetchContent(translatedSlugsQuery);
  const languages = LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE);
  const blogs = await Promise.all(languages.map(({ id: language }) => listBlogSlugs(language)));
  return languages.map(({ id: language }, index) => {
    const slugs = (type: string) =>
      present(
        translations
          .filter((translation) => translation.language === language && translation._type === type)
          .map((translation) => translation.slug),
      );
    const pages = buildablePages(slugs("page"), `/${language}`);
    const [agents, legal] = [
      buildable("agent", slugs("agent"), language, (slug) => slug),
      slugs("legalPage"),
    ];
    // The app's own pages follow the language's site: wherever it has a page of its own, its
    // pages link to its account pages and dashboard, in its translations' words or else in English, and
    // the host serves its speakers its not-found page.
    const blog = blogs[index];
    const appPages = agents.length + pages.length + legal.length + blog.posts.length > 0;
    return { language, agents, pages, legal, blog, appPages };
  });
}

/** An English category with no Spanish post has no Spanish page. */
async function listBlogSlugs(language: string) {
  const blog = blogSlugs(buildableBlog(await fetchContent(blogSlugsQuery, { language }), language));
  const withPosts = ({ posts }: { posts: number }) => posts > 0;
  return { ...blog, categories: blog.categories.filter(withPosts), authors: blog.authors.filter(withPosts) };
}
