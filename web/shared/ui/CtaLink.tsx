import type { ReactNode } from "react";
import { Link } from "react-router";

type CtaLinkProps = {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  variant?: "primary" | "secondary" | "outline" | "ghost-inverse";
};

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** A CMS link: client-side navigation for paths on this site, a plain anchor otherwise. */
export function CtaLink({ href, children, className, variant }: CtaLinkProps) {
  const classes =
    [variant ? `button button--${variant}` : "", className].filter(Boolean).join(" ") || undefined;
  if (!href) return null;
  if (isInternal(href)) {
    return (
      <Link to={href} className={classes}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a
      href={href}
      className={classes}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
