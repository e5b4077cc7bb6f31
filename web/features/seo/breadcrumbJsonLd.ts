import type { BreadcrumbList, WithContext } from "schema-dts";
import type { Crumb } from "#web/shared/ui/crumbs.ts";
import { canonicalUrl } from "./sitePaths";

/** Pass the same crumbs the banner draws; the last one is the page itself, at `path`. */
export function breadcrumbJsonLd(
  crumbs: Crumb[],
  path: string,
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: canonicalUrl(index === crumbs.length - 1 ? path : (crumb.href ?? path), siteUrl),
    })),
  };
}
