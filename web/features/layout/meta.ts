import type { MetaDescriptor } from "react-router";
import { pageDescription, pageTitle, type SeoFields } from "~/features/seo/pageTitle";

// The routes' title and description until they call `pageMeta` of ~/features/seo/pageMeta, which
// adds canonical, Open Graph and robots tags (issue 10); then this file goes.
export { siteNameFrom } from "~/features/seo/pageTitle";

/** Title and description tags: the SEO title as written, else "page title | site name". */
export function pageMeta(
  seo: SeoFields,
  title: string | null | undefined,
  siteName: string | null,
): MetaDescriptor[] {
  const description = pageDescription(seo, null);
  return [
    { title: pageTitle(seo, title, siteName) },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}
