import type { ReactNode } from "react";
import type { Crumb } from "./crumbs";
import { Breadcrumbs } from "./Breadcrumbs";

type PageBannerProps = { title: string; crumbs: Crumb[]; children?: ReactNode };

/** The inner pages' banner: the page title and the breadcrumb trail (last crumb is the page). */
export function PageBanner({ title, crumbs, children }: PageBannerProps) {
  return (
    <header className="page-banner">
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}
