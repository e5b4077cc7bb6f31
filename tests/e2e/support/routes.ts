import { NOT_FOUND_PATH, sitePages } from "../../../web/sitePages";
import { agents, builtFromBlocks } from "./dataset";
import { paths } from "../../../web/shared/paths";

/** The site's pages as the build listed them, from the dataset the build read (web/sitePages.ts). */
export const builtPages = () =>
  sitePages({
    agents: agents().map((agent) => agent.slug.current),
    pages: builtFromBlocks().map((page) => page.slug.current),
  });

/** Every public route a visitor can land on: the prerendered pages, and an unknown path for the 404. */
export const publicRoutes = () => [
  ...builtPages()
    .filter((page) => page.prerendered && page.path !== NOT_FOUND_PATH)
    .map((page) => page.path),
  "/no-such-page",
];

/** The pages search engines are told about: not those whose SEO settings say noindex. */
export const indexablePaths = () => {
  const hidden = new Set(
    builtFromBlocks()
      .filter((page) => page.seo?.noIndex)
      .map((page) => paths.page(page.slug.current)),
  );
  return builtPages()
    .filter((page) => page.prerendered && page.indexable && !hidden.has(page.path))
    .map((page) => page.path);
};
