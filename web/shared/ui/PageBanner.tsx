import type { ReactNode } from "react";
import { Link } from "react-router";

export type Crumb = { label: string; href?: string };

type PageBannerProps = { title: string; crumbs: Crumb[]; children?: ReactNode };

/** The inner pages' banner: the page title and the breadcrumb trail (last crumb is the page). */
export function PageBanner({ title, crumbs, children }: PageBannerProps) {
  return (
    <header className="page-banner">
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumbs">
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
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
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}
