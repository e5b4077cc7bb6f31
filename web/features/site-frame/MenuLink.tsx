import { NavLink } from "react-router";
import { isSitePathHref } from "#schemas/lib/links.ts";
import type { MenuLinkContent } from "#content/contentTypes.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { paths } from "#content/paths.ts";
import { unlocalizedPath } from "#content/documentPaths.ts";
import { menuHref } from "./menuItems";

// The main menu's links have the same shape, their href typed nullable (the query keeps its other items).
type MenuLinkProps = { link: Omit<MenuLinkContent, "href"> & { href: string | null }; className?: string };

/** A NavLink for a path on this site (it marks the current page); nothing for one `safeHref` refuses. */
export function MenuLink({ link, className }: MenuLinkProps) {
  const href = menuHref(link);
  if (!href) return null;
  if (!isSitePathHref(href)) {
    return (
      <CtaLink href={href} className={className}>
        {link.label}
      </CtaLink>
    );
  }
  return (
    <NavLink to={href} end={unlocalizedPath(href) === paths.home} className={className}>
      {link.label}
    </NavLink>
  );
}
