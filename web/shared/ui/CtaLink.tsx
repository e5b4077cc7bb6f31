import { stegaClean } from "@sanity/client/stega";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link, useLocation, type LinkProps } from "react-router";
import { isSitePathHref, safeHref } from "#schemas/lib/links.ts";
import { languageOfPath } from "#content/languages.ts";

type CtaLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className" | "children"> & {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  variant?: "primary" | "secondary" | "outline" | "ghost-inverse";
};

/**
 * A CMS link: client-side navigation for paths on this site, a plain anchor otherwise. A path
 * to a page in another language than the address's says so (`hreflang`). A link that `safeHref`
 * refuses (javascript:, //host, …) is not rendered.
 */
export function CtaLink({ href: written, children, className, variant, ...rest }: CtaLinkProps) {
  const classes =
    [variant ? `button button--${variant}` : "", className].filter(Boolean).join(" ") || undefined;
  // Edit markers (stega) are text, never part of an address.
  const href = safeHref(stegaClean(written));
  if (!href) return null;
  if (isSitePathHref(href)) {
    return (
      <SitePathLink to={href} className={classes} {...rest}>
        {children}
      </SitePathLink>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a
      href={href}
      className={classes}
      {...rest}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

/** A client-side link to a path on this site, saying its language when it is not its address's. */
function SitePathLink({ to, ...props }: Omit<LinkProps, "hrefLang">) {
  const language = languageOfPath(useLocation().pathname);
  const target = languageOfPath(new URL(String(to), "http://site").pathname);
  return <Link to={to} hrefLang={target === language ? undefined : target} {...props} />;
}
