import { useLocation, useRouteLoaderData } from "react-router";
import { languageOfPath } from "#content/languages.ts";

/** The language of the page on screen (`languageOfPath`), the one the root data names. */
export const useLanguage = () =>
  languageOfPath(useLocation().pathname, useRouteLoaderData<{ language?: unknown }>("root")?.language);
