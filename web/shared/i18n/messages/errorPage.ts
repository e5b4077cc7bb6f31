import type { Language } from "#content/languages.ts";

/**
 * Not in the content or the root data: the root error page shows when the app itself fails, the
 * content's data included, so it can rely on nothing but the address's language.
 */
export const ERROR_PAGE: Record<
  Language,
  { notFound: string; failed: string; advice: string; home: string }
> = {
  en: {
    notFound: "Page not found",
    failed: "Something went wrong",
    advice: "Please reload the page or go back to the",
    home: "home page",
  },
  es: {
    notFound: "Página no encontrada",
    failed: "Algo salió mal",
    advice: "Vuelve a cargar la página o regresa a la",
    home: "página de inicio",
  },
};
