import { useLocation, useRouteLoaderData } from "react-router";
import { languageOfPage } from "@content/languages";

/** The language of the page on screen (`languageOfPage`), its chrome's as the root's data names it. */
export const useLanguage = () =>
  languageOfPage(useLocation().pathname, useRouteLoaderData<{ language?: unknown }>("root")?.language);
