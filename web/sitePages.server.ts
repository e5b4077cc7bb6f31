// Relative imports only: react-router.config.ts loads this module without the ~ alias.
import { fetchContent, listAgentSlugs, present } from "./shared/content/fetch.server";
import { pageSlugsQuery } from "./shared/content/queries";
import { pageSlugProblem, type ContentSlugs } from "./sitePages";

/**
 * The slugs of the content with pages of its own, for `sitePages`. A page whose slug the
 * Studio would refuse (content written around it) is left out of the build, with a warning.
 */
export async function listContentSlugs(): Promise<ContentSlugs> {
  const [agents, pages] = await Promise.all([listAgentSlugs(), fetchContent(pageSlugsQuery)]);
  const usable = present(pages).filter((slug) => {
    const problem = pageSlugProblem(slug);
    if (problem) console.warn(`The page /${slug} is not built: ${problem}.`);
    return !problem;
  });
  return { agents, pages: usable };
}
