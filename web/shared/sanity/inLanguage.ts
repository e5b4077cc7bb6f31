import { languageOfPath } from "#content/languages.ts";
import { fetchIn, type ContentLoad } from "#content/config.ts";

/** For the page on screen, its `<html lang>`'s (the host serves its 404 page at any address). */
const languageOf = (url: URL) =>
  languageOfPath(url.pathname, url.pathname === location.pathname ? document.documentElement.lang : null);

/** A content load whose queries run with the `$language` of the page at `url`. */
export const inLanguageOf =
  <T>(load: ContentLoad<T>, url: URL): ContentLoad<T> =>
  (fetch, queries) =>
    load(fetchIn(fetch, languageOf(url)), queries);
