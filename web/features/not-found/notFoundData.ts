import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { Language } from "#content/languages.ts";
import type { NotFoundPageQueryResult } from "#content/sanity.types.ts";

/**
 * What a route's loader throws, with status 404, where the content has nothing. The root's error
 * boundary draws it, so the page hydrates the same whatever route the address matches: the host
 * serves it at every address the build did not write.
 */
export type NotFoundData = { content: NotFoundPageQueryResult; language: Language; head: MetaDescriptor[] };

/** Null for any other error. */
export function notFoundIn(error: unknown): NotFoundData | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const data = error.data as Partial<NotFoundData> | null;
  return data && typeof data === "object" && Array.isArray(data.head) ? (data as NotFoundData) : null;
}
