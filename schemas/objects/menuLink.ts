import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";
import { validHref } from "../lib/validation";

/**
 * The documents a menu link can lead to: each has its own address on the site, which the
 * site works out from the document (`documentHref` in content/fragments.ts).
 */
export const LINKABLE_TYPES = ["page", "agent", "legalPage"] as const;

type MenuLinkValue = { page?: { _ref?: string }; url?: string };

export const menuLink = defineType({
  name: "menuLink",
  title: "Link",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({
      name: "label",
      title: "Label",
      type: "string",
      description: "The link's text in the menu.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "page",
      title: "Page",
      type: "reference",
      description:
        "The page the link leads to. Its address follows the page: renaming a slug keeps the link working. While the page is unpublished or deleted, the menu leaves the link out.",
      to: LINKABLE_TYPES.map((type) => ({ type })),
      // Weak: a page stays free to be unpublished or deleted; the menu then leaves its link out.
      weak: true,
      options: { disableNew: true },
    }),
    defineField({
      name: "url",
      title: "Other address",
      type: "string",
      description:
        "Instead of a page: a full http(s):// URL, mailto:, tel:, an #anchor or a path on this site that is no document (/signup).",
      validation: (rule) => rule.custom(validHref),
    }),
  ],
  validation: (rule) =>
    rule.custom((value?: MenuLinkValue) => {
      if (!value) return true;
      const targets = [value.page?._ref, value.url].filter(Boolean).length;
      return targets === 1 || "Choose a page or write an address (one of the two)";
    }),
  preview: {
    select: { title: "label", page: "page.title", name: "page.name", url: "url" },
    prepare: ({ title, page, name, url }) => ({ title, subtitle: page ?? name ?? url }),
  },
});
