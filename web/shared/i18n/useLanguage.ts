import { useLocation } from "react-router";
import { languageOfPath } from "@content/languages";

/** The language of the page on screen, which its address names (/es/…: Spanish). */
export const useLanguage = () => languageOfPath(useLocation().pathname);
