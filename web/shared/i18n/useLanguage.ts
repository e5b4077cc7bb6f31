import { useLocation, useRouteLoaderData } from "react-router";
import { languageOfPath } from "@content/languages";

/** The language of the page on screen (`languageOfPath`), its chrome's as the root's data names it. */
export const useLanguage = () =>
  languageOfPath(useLocation().pathname, useRouteLoaderData<{ language?: unknown }>("root")?.language);
