import { stegaClean } from "@sanity/client/stega";
import { safeHref } from "#schemas/lib/links.ts";

type Item = { _type: string; label?: string | null; href?: string | null };

// Edit markers (stega) are text, never part of an address.
export const menuHref = (link: { href?: string | null }) => safeHref(stegaClean(link.href));

const hasText = (label: string | null | undefined) => Boolean(stegaClean(label)?.trim());

/** A link without a text or an address `safeHref` accepts is left out, list item and all. */
export const shownItems = <T extends Item>(items: readonly T[] | null | undefined): T[] =>
  (items ?? []).filter(
    (item) => item._type !== "menuLink" || (hasText(item.label) && menuHref(item) !== null),
  );
