import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeHostingConfig } from "#web/files/hostingConfig.server.ts";
import { writePagePolicies } from "#web/files/pagePolicies.server.ts";
import {
  finishPrerenderedPages,
  moveNotFoundPages,
  removeRedirectPages,
} from "#web/files/prerenderedHtml.server.ts";
import { trimRouteData } from "#web/files/routeData.server.ts";
import { writeFeeds } from "#web/files/feedFiles.server.ts";
import { writeSearchIndex } from "#web/files/searchIndex.server.ts";
import { writeSeoFiles } from "#web/files/seoFiles.server.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { fetchContent } from "#web/shared/sanity/fetch.server.ts";
import { sitePages, type ContentSlugs } from "#content/sitePages.ts";
import { listContentSlugs } from "#web/shared/sanity/contentSlugs.server.ts";

// The prerendering step imports the server build, which finds React Router and the other
// packages in this project's node_modules: a build folder outside the project cannot.
function buildDirectory(dir = process.env.BUILD_DIR || "build") {
  const outside = path.relative(import.meta.dirname, path.resolve(dir)).startsWith("..");
  if (outside)
    throw new Error(
      `BUILD_DIR must be a folder inside the project (${import.meta.dirname}), not ${dir}: the build's prerendering step loads the project's packages from there.`,
    );
  return dir;
}

let contentOnce: Promise<ContentSlugs> | undefined;
const content = () => (contentOnce ??= listContentSlugs());

export default {
  appDirectory: "web",
  buildDirectory: buildDirectory(),
  ssr: false,
  // The pages of content/sitePages.ts, and each redirect's old address, whose data file holds the
  // redirect (the host answers a request for the address itself).
  prerender: {
    async paths() {
      const slugs = await content();
      return [...sitePages(slugs).map((page) => page.path), ...slugs.redirects.map(({ from }) => from)];
    },
    // With a Sanity project, a page's loaders wait on the network: four pages at a time.
    concurrency: 4,
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    // vite.config.ts has checked the environment and added the .env files' variables to it.
    const config = readConfig(process.env);
    const slugs = await content();
    const pages = sitePages(slugs);
    removeRedirectPages(client, slugs.redirects);
    await trimRouteData(client);
    finishPrerenderedPages(client);
    // Prerendered, not linked to: the host serves the one in the visitor's language for any
    // unknown path, /404 and /es/404 too (prerenderedHtml.server.ts).
    moveNotFoundPages(
      client,
      pages.filter((page) => page.kind === "notFound"),
    );
    await writeSeoFiles(client, pages, config);
    await writeFeeds(client, fetchContent, config.siteUrl, slugs);
    // The site search's index (Pagefind), from the finished pages' main content.
    await writeSearchIndex(client, pages);
    // Last: a page's Content-Security-Policy hashes the inline scripts of the finished page.
    writePagePolicies(client, config);
    writeHostingConfig(reactRouterConfig.buildDirectory, config, slugs.redirects);
  },
} satisfies Config;
