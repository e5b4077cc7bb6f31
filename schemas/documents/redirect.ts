import { ArrowRightIcon } from "@sanity/icons/ArrowRight";
import { defineField, defineType, getPublishedId, type ValidationContext } from "sanity";
import { withLanguage } from "../../content/config";
import { SANITY_API_VERSION } from "../../content/sanityApi";
import { redirectCheckQuery } from "../../content/queries";
import {
  redirectFromProblem,
  redirectProblems,
  redirectToProblem,
  rulesContent,
  type CheckedRedirect,
  type SlugContent,
} from "../lib/redirects";
import { validatingOffline } from "../lib/validation";

type RedirectValue = {
  _id: string;
  from?: string;
  to?: { _ref?: string };
  toUrl?: string;
  permanent?: boolean;
};

/**
 * The redirect as it stands against the published content: loops, chains, a start address
 * that is a page or another redirect's (schemas/lib/redirects.ts). Offline, content:validate
 * runs the same rules on the whole dataset instead (studio/contentValidation.ts).
 */
export async function checkAgainstContent(value: RedirectValue | undefined, context: ValidationContext) {
  if (!value?.from || validatingOffline()) return true;
  const { from, to, toUrl, permanent } = value;
  const { content, current } = (await context
    .getClient({ apiVersion: SANITY_API_VERSION })
    .fetch(redirectCheckQuery, withLanguage({ redirect: { from, to, toUrl, permanent } }), {
      perspective: "published",
    })) as { content: SlugContent; current: Omit<CheckedRedirect, "_id"> };
  const id = getPublishedId(value._id);
  const redirects = [...content.redirects.filter((other) => other._id !== id), { ...current, _id: id }];
  const problems = redirectProblems(rulesContent(content, redirects)).filter((problem) => problem.id === id);
  return problems.length ? problems.map(({ field, message }) => ({ message, path: [field] })) : true;
}

export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: "from",
      title: "Old address",
      type: "string",
      description:
        "The address visitors and search engines may still ask for (/privacy): they land on the destination below. It may not be a page of the site.",
      validation: (rule) =>
        rule
          .required()
          .custom((from: string | undefined) => (from ? (redirectFromProblem(from) ?? true) : true)),
    }),
    defineField({
      name: "to",
      title: "Destination page",
      type: "reference",
      description:
        "The page visitors land on: a page, a post, an agent or a legal page. Its address follows the page: renaming its slug keeps the redirect working.",
      to: [{ type: "page" }, { type: "post" }, { type: "agent" }, { type: "legalPage" }],
      options: { disableNew: true },
    }),
    defineField({
      name: "toUrl",
      title: "Other destination",
      type: "string",
      description:
        "Instead of a page: a path on this site that is no document (/signup, /pricing#agents), or a full https:// URL on a site listed in Site settings (Other sites redirects may lead to).",
      validation: (rule) =>
        rule.custom((to: string | undefined) => (to ? (redirectToProblem(to) ?? true) : true)),
    }),
    defineField({
      name: "permanent",
      title: "Permanent",
      type: "boolean",
      description:
        "On: the address has moved for good (301): search engines move its ranking to the destination. Off: a temporary redirect (302), for an address that will come back.",
      initialValue: true,
    }),
  ],
  validation: (rule) => [
    rule.custom((value?: RedirectValue) => {
      if (!value) return true;
      const targets = [value.to?._ref, value.toUrl].filter(Boolean).length;
      return targets === 1 || "Choose a destination page or write another destination (one of the two)";
    }),
    rule.custom(checkAgainstContent),
  ],
  preview: {
    select: { from: "from", page: "to.title", name: "to.name", url: "toUrl", permanent: "permanent" },
    prepare: ({ from, page, name, url, permanent }) => ({
      title: from ?? "No old address yet",
      subtitle: `→ ${page ?? name ?? url ?? "?"}${permanent === false ? " (temporary)" : ""}`,
    }),
  },
});
