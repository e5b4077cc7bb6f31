import { useLocation, useRouteLoaderData } from "react-router";
import { languageOfPath } from "#content/languages.ts";

/** The page on screen's: the root data's language, else the address's (`languageOfPath`). */
export const useLanguage = () =>
  languageOfPath(useLocation().pathname, useRouteLoaderData<{ language?: unknown }>("root")?.language);
