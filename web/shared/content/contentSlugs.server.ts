// Relative imports only: react-router.config.ts and web/routes.ts load this module without the
// app's aliases.
import { redirectProblems, rulesContent } from "../../../content/schemas/lib/redirects";
import { fetchContent, present } from "./fetch.server";
import { blogSlugsQuery, contentSlugsQuery, translatedSlugsQuery } from "../../../content/queries";
import { blogSlugs, type ContentSlugs, type TranslatedSlugs } from "../../../content/sitePages";
import { DEFAULT_LANGUAGE } from "../../../content/languages";
import { LANGUAGES } from "../../../content/locales";
import { pageSlugProblem } from "../../../content/addressRules";

/**
 * The content with addresses of its own, for `sitePages` and `siteRoutes`. A page or a
 * redirect the Studio would refuse (content written around it) is left out of the build,
 * with a warning.
 */
export async function listContentSlugs(): Promise<ContentSlugs> {
  const content = await fetchContent(contentSlugsQuery);
  const agents = present(content.agents);
  const pages = present(content.pages).filter((slug) => {
    const problem = pageSlugProblem(slug);
    if (problem) console.warn(`The page /${slug} is not built: ${problem}.`);
    return !problem;
  });
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

/**
 * Each other language's twins with an address, and whether it has the app's own pages (wherever
 * it has pages of its own); a twin whose page slug the Studio would refuse is left out.
 */
async function listTranslatedSlugs(): Promise<TranslatedSlugs[]> {
  const twins = await fetchContent(translatedSlugsQuery);
  const languages = LANGUAGES.filter(({ id }) => id !== DEFAULT_LANGUAGE);
  const blogs = await Promise.all(languages.map(({ id: language }) => listBlogSlugs(language)));
  return languages.map(({ id: language }, index) => {
    const slugs = (type: string) =>
      present(
        twins.filter((twin) => twin.language === language && twin._type === type).map((twin) => twin.slug),
      );
    const pages = slugs("page").filter((slug) => {
      const problem = pageSlugProblem(slug);
      if (problem) console.warn(`The page /${language}/${slug} is not built: ${problem}.`);
      return !problem;
    });
    const [agents, legal] = [slugs("agent"), slugs("legalPage")];
    // The app's own pages follow the language's site: wherever it has a page of its own, its
    // pages link to its account pages and dashboard, in its twins' words or else in English, and
    // the host serves its speakers its not-found page.
    const blog = blogs[index];
    const appPages = agents.length + pages.length + legal.length + blog.posts.length > 0;
    return { language, agents, pages, legal, blog, appPages };
  });
}

/**
 * A language's blog: its posts, and the categories and authors that have posts in it (an
 * English category with no Spanish post has no Spanish page).
 */
async function listBlogSlugs(language: string) {
  const blog = blogSlugs(await fetchContent(blogSlugsQuery, { language }));
  const withPosts = ({ posts }: { posts: number }) => posts > 0;
  return { ...blog, categories: blog.categories.filter(withPosts), authors: blog.authors.filter(withPosts) };
}
