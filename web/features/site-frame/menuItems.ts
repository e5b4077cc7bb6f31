import { stegaClean } from "@sanity/client/stega";
import { safeHref } from "#schemas/lib/links.ts";

type Item = { _type: string; label?: string | null; href?: string | null };

/** The address a menu link may render: its resolved `href` when `safeHref` accepts it, else null. */
// Edit markers (stega) are text, never part of an address.
export const menuHref = (link: { href?: string | null }) => safeHref(stegaClean(link.href));

const hasText = (label: string | null | undefined) => Boolean(stegaClean(label)?.trim());

/**
 * A menu's items that render: its links that have a text and an address `safeHref` accepts (a
 * javascript:, //host or missing address leaves its link out, list item and all), and its
 * other items.
 */
export const shownItems = <T extends Item>(items: readonly T[] | null | undefined): T[] =>
  (items ?? []).filter(
    (item) => item._type !== "menuLink" || (hasText(item.label) && menuHref(item) !== null),
  );
