import type { Language } from "../languages";

/**
 * The column headings of the Markdown twins' price tables, in each language. Only the twins read
 * them: kept out of the messages catalogue, which every page's root data carries.
 */
export const TABLE_COLUMNS: Record<
  Language,
  { name: string; price: string; details: string; includes: string }
> = {
  en: { name: "Name", price: "Price", details: "Details", includes: "Includes" },
  es: { name: "Nombre", price: "Precio", details: "Detalles", includes: "Incluye" },
};

/** The line under a form's fields in the Markdown twins: where the form itself is. */
export const FORM_ON_PAGE: Record<Language, { note: string; required: string }> = {
  en: { note: "This form is filled in and sent on the page.", required: "required" },
  es: { note: "Este formulario se completa y se envía en la página.", required: "obligatorio" },
};

/** Table column headings in a language, by name. */
export const columnHeadings = (language: Language, ...names: (keyof (typeof TABLE_COLUMNS)[Language])[]) =>
  names.map((name) => TABLE_COLUMNS[language][name]);
