// Relative imports only: react-router.config.ts and web/routes.ts load this module without the
// app's aliases.
import { redirectProblems } from "../content/schemas/lib/redirects";
import { fetchContent, present } from "./shared/content/fetch.server";
import { contentSlugsQuery } from "../content/queries";
import { blogSlugs, type ContentSlugs } from "../content/sitePages";
import { pageSlugProblem } from "../content/addressRules";

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
  const blog = blogSlugs(content);
  const problems = redirectProblems({ agents, pages, blog, redirects: content.redirects });
  const redirects = content.redirects.flatMap(({ _id, from, to, permanent }) => {
    const own = problems.filter((problem) => problem.id === _id);
    for (const { message } of own) console.warn(`The redirect from ${from} is not built: ${message}.`);
    return from && to && !own.length ? [{ from, to, permanent }] : [];
  });
  return { agents, pages, redirects, blog };
}
