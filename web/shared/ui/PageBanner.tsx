import type { ReactNode } from "react";
import type { Crumb } from "./crumbs";
import { Breadcrumbs } from "./Breadcrumbs";

type PageBannerProps = {
  title: string;
  crumbs: Crumb[];
  children?: ReactNode;
  /** Beside the title and intro on wide screens, under them on narrow ones (the page's highlights). */
  aside?: ReactNode;
  /** A small line above the title (a blog category's page: "Category"). */
  eyebrow?: string | null;
};

export function PageBanner({ title, crumbs, children, aside, eyebrow }: PageBannerProps) {
  return (
    <header className="page-banner">
      <div className="container page-banner__inner">
        <div className="page-banner__text">
          <Breadcrumbs crumbs={crumbs} />
          {eyebrow ? <p className="page-banner__eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {children}
        </div>
        {aside}
      </div>
    </header>
  );
}
