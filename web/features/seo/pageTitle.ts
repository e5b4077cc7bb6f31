/** A document's `seo` object as the queries project it (only what the tags read). */
export type SeoFields =
  | {
      title?: string | null;
      description?: string | null;
      noIndex?: boolean | null;
      /** The editor's share image, shared instead of the drawn card when it has an asset. */
      image?: { asset?: { _ref?: string | null } | null } | null;
    }
  | null
  | undefined;

const DESCRIPTION_LENGTH = 160;

/** The SEO title as written, else "page title | site name". */
export const pageTitle = (seo: SeoFields, title: string | null | undefined, siteName: string | null) =>
  seo?.title?.trim() || [title, siteName].filter(Boolean).join(" | ");

/**
 * The text of page `pageLabel` of a list ("Page 3 of 9"), its label first: every page of a list
 * shows the list's text, and each page's description must be its own, cut or not.
 */
export const listPageText = (pageLabel: string, text: string | null | undefined) =>
  pageLabel ? [pageLabel, text?.trim()].filter(Boolean).join(" · ") : text;

/** The SEO description as written, else the page's text cut to at most 160 characters at a word. */
export function pageDescription(seo: SeoFields, text: string | null | undefined): string {
  const written = seo?.description?.trim();
  if (written) return written;
  const plain = (text ?? "").replace(/\s+/g, " ").trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(" ") > 0 ? cut.slice(0, cut.lastIndexOf(" ")) : cut;
  return `${atWord.replace(/[\s,.;:]+$/, "")}…`;
}
