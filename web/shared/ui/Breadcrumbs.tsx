import { Link } from "react-router";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";
import { withHome, type Crumb } from "./crumbs";

/** The breadcrumb trail: the home step, then `crumbs`; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const navigation = useRootData().settings?.navigation;
  const trail = withHome(navigation?.homeLabel, crumbs, useLanguage());
  return (
    <nav aria-label={navigation?.breadcrumbLabel ?? undefined}>
      <ol className="breadcrumbs">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
