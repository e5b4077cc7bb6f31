import { languageOfPath } from "#content/languages.ts";
import { fetchIn, type ContentLoad } from "#content/config.ts";

/** The language of the page at `url` (`languageOfPath`); for the page on screen, its `<html lang>`'s. */
const languageOf = (url: URL) =>
  languageOfPath(url.pathname, url.pathname === location.pathname ? document.documentElement.lang : null);

/**
 * A content load whose queries run in the language of the page at `url` (its `$language`). The
 * content sources (Sanity's CDN, the Presentation tool) apply it: they load after the first
 * paint, and so does this.
 */
export const inLanguageOf =
  <T>(load: ContentLoad<T>, url: URL): ContentLoad<T> =>
  (fetch, queries) =>
    load(fetchIn(fetch, languageOf(url)), queries);
