import type { Language } from "#content/languages.ts";

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
