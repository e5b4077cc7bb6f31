import { useLocation, useRouteLoaderData } from "react-router";
import { isLanguage, languageOfPath } from "@content/languages";

/**
 * The language of the page on screen: its chrome's, which the root's data names (as `<html lang>`
 * does). It is the one its address names (/es/…: Spanish) but on the not-found page, which the
 * host serves in the visitor's language at an address in any (scripts/lib/prerendered-html.ts):
 * there the page's links stay in its own language. The address's where the root has no data.
 */
export function useLanguage() {
  const chrome = useRouteLoaderData<{ language?: unknown }>("root")?.language;
  const address = languageOfPath(useLocation().pathname);
  return isLanguage(chrome) ? chrome : address;
}
