/**
 * Characters content's text never needs and that can hide or reorder what a visitor or a crawler
 * reads: control characters (tab and line breaks aside) and bidirectional embeddings, overrides
 * and isolates. The Studio refuses them (schemas/lib/plainText.ts) and the build drops
 * any that reach it (web/shared/sanity/fetch.server.ts).
 */
export const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `value` with every string in it (at any depth) without hidden characters. */
export function withoutHiddenCharacters<T>(value: T): T {
  if (typeof value === "string") return value.replace(HIDDEN_CHARACTERS, "") as T;
  if (Array.isArray(value)) return value.map(withoutHiddenCharacters) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withoutHiddenCharacters(child)]),
  ) as T;
}
