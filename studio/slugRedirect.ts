import { getPublishedId } from "@sanity/client/csm";
import { redirectFromProblem } from "../schemas/lib/redirects";
import type { SlugRedirectsQueryResult } from "../content/sanity.types";
import { paths } from "../content/paths";

// What publishing a changed slug does to the redirects (studio/publishWithRedirect.tsx offers
// it): the old address becomes a `redirect` document that leads to the document, so links to
// it keep working after the next build.

/** The address of each document type with a slug that has a page of its own. */
const ADDRESS_OF = {
  page: paths.page,
  post: paths.post,
  agent: paths.agent,
} as const;

type AddressedType = keyof typeof ADDRESS_OF;

/** Whether documents of this type have an address of their own that a slug sets (page, post, agent). */
export const isAddressed = (type: string): type is AddressedType => Object.hasOwn(ADDRESS_OF, type);

/** The address of a page, post or agent with this slug; null for another type or no slug. */
export function documentAddress(type: string, slug: string | null | undefined): string | null {
  return isAddressed(type) && slug ? ADDRESS_OF[type](slug) : null;
}

type WithSlug = Record<string, unknown> | null;

const slugOf = (document: WithSlug) => {
  const slug = document?.slug;
  return slug && typeof slug === "object" && "current" in slug && typeof slug.current === "string"
    ? slug.current
    : null;
};

/** A published document's address that publishing its draft changes. */
export type SlugChange = { from: string; to: string };

/**
 * The address change publishing `draft` makes: null unless a page, post or agent is already
 * published at an address (a first publish breaks no link), the draft has an address (an
 * emptied slug cannot be published) and it differs. Also null when the old address cannot
 * start a redirect (the home page's, /).
 */
export function slugChange({
  type,
  draft,
  published,
}: {
  type: string;
  draft: WithSlug;
  published: WithSlug;
}): SlugChange | null {
  if (!draft || !published) return null;
  const from = documentAddress(type, slugOf(published));
  const to = documentAddress(type, slugOf(draft));
  if (!from || !to || from === to || redirectFromProblem(from)) return null;
  return { from, to };
}

/** A published redirect the change concerns, as `slugRedirectsQuery` reads it. */
export type ConcernedRedirect = SlugRedirectsQueryResult[number];

/** The `redirect` document the offer writes: from the old address, permanent, to the document. */
export type RedirectDocument = {
  _id: string;
  _type: "redirect";
  from: string;
  to: { _type: "reference"; _ref: string };
  permanent: true;
};

/** What "Publish and create redirect" does to the redirects. */
export type RedirectPlan = SlugChange & {
  /** Written whole: a new redirect, or the one that already starts from the old address. */
  write: RedirectDocument;
  /** The redirect from the old address it replaces (its destination before), if any. */
  replaces: ConcernedRedirect | null;
  /** Redirects written to lead to the old address: they lead to the document instead (no chain). */
  retarget: ConcernedRedirect[];
  /**
   * Redirects from the new address: it is the document's now, so a redirect there would hide
   * it, and one to the document would loop. Deleted.
   */
  remove: ConcernedRedirect[];
};

/**
 * The redirects to write when `documentId`'s address changes: one from the old address to the
 * document (the redirect already there is updated rather than doubled; `newId` names a new
 * one), those that led to the old address lead to the document, those from the new address go.
 */
export function redirectPlan(
  change: SlugChange,
  documentId: string,
  concerned: readonly ConcernedRedirect[],
  newId: string,
): RedirectPlan {
  const [replaces = null, ...duplicates] = concerned.filter((redirect) => redirect.from === change.from);
  const reference = getPublishedId(documentId);
  return {
    ...change,
    write: {
      _id: replaces?._id ?? newId,
      _type: "redirect",
      from: change.from,
      to: { _type: "reference", _ref: reference },
      permanent: true,
    },
    replaces,
    retarget: concerned.filter((redirect) => redirect.from !== change.from && redirect.toUrl === change.from),
    // Two redirects from one address break the rules: the one kept is written above.
    remove: [...duplicates, ...concerned.filter((redirect) => redirect.from === change.to)],
  };
}

/** One mutation of Sanity's mutate API. */
export type RedirectMutation =
  | { createOrReplace: RedirectDocument }
  | { patch: { id: string; set: { to: RedirectDocument["to"] }; unset: ["toUrl"] } }
  | { delete: { id: string } };

/** The plan as mutations, for one transaction. */
export function planMutations(plan: RedirectPlan): RedirectMutation[] {
  return [
    { createOrReplace: plan.write },
    ...plan.retarget.map(({ _id }) => ({
      patch: { id: _id, set: { to: plan.write.to }, unset: ["toUrl"] as ["toUrl"] },
    })),
    ...plan.remove.map(({ _id }) => ({ delete: { id: _id } })),
  ];
}
