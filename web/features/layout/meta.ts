import type { MetaDescriptor } from "react-router";

type Seo = { title: string | null; description: string | null } | null | undefined;
type Match = { id: string; loaderData?: unknown } | undefined;

/** The site name from the root route's data, for page titles. */
export function siteNameFrom(matches: Match[]): string | null {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { settings?: { siteName?: string | null } | null } | undefined;
  return root?.settings?.siteName ?? null;
}

/** Title and description tags: the SEO title as written, else "page title | site name". */
export function pageMeta(
  seo: Seo,
  pageTitle: string | null | undefined,
  siteName: string | null,
): MetaDescriptor[] {
  const title = seo?.title || [pageTitle, siteName].filter(Boolean).join(" | ");
  return [{ title }, ...(seo?.description ? [{ name: "description", content: seo.description }] : [])];
}
