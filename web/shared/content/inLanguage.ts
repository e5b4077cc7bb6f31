import { isLanguage, languageOfPath, type Language } from "../../../content/languages";
import { fetchIn } from "../../../content/config";
import type { ContentLoad } from "./live";

/**
 * The language of the page at `url`: the one its address names; for the page on screen, its
 * chrome's (`<html lang>`, the root's data). The two differ only on a not-found page, which the
 * host serves in the visitor's language at an address in any (scripts/lib/prerendered-html.ts):
 * its live content (its chrome's, its own) stays in its language.
 */
function languageOf(url: URL): Language {
  const onScreen = url.pathname === location.pathname ? document.documentElement.lang : null;
  return isLanguage(onScreen) ? onScreen : languageOfPath(url.pathname);
}

/**
 * A content load whose queries run in the language of the page at `url` (its `$language`). The
 * content sources (Sanity's CDN, the Presentation tool) apply it: they load after the first
 * paint, and so does this.
 */
export const inLanguageOf =
  <T>(load: ContentLoad<T>, url: URL): ContentLoad<T> =>
  (fetch, queries) =>
    load(fetchIn(fetch, languageOf(url)), queries);
