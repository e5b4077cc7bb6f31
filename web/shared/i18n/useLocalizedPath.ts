import { localizedPath } from "#content/documentPaths.ts";
import { useLanguage } from "./useLanguage";

/** The site's addresses in the language of the page on screen: `localized(paths.contact)` is
 * /contact on an English page, /es/contact on a Spanish one. */
export function useLocalizedPath() {
  const language = useLanguage();
  return (path: string) => localizedPath(path, language);
}
