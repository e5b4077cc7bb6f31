import type { PagefindData } from "./pagefind";

/** A piece of an excerpt: plain text, or words that matched (`mark`). */
export type ExcerptPart = { text: string; mark: boolean };

export type SearchSection = { title: string; url: string; excerpt: ExcerptPart[] };

export type SearchHit = {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  /** The sections of the page that matched (headings with an id), at most MAX_SECTIONS. */
  sections: SearchSection[];
};

/** Results shown for one query, and sections under each. */
export const MAX_RESULTS = 8;
export const MAX_SECTIONS = 3;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);

/**
 * Pagefind's excerpt is HTML with matched words in <mark>: as text pieces, nothing in the indexed
 * content can ever become markup. Any other tag stays visible text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((piece) => {
      const mark = piece.startsWith("<mark>") && piece.endsWith("</mark>");
      return { text: decode(mark ? piece.slice(6, -7) : piece), mark };
    });
}

export function searchHit(data: PagefindData): SearchHit {
  const sections = (data.sub_results ?? [])
    // Pagefind also lists the page's start, before its first heading, as a sub-result.
    .filter((sub) => sub.url.includes("#") && sub.title)
    .slice(0, MAX_SECTIONS)
    .map((sub) => ({ title: sub.title, url: sub.url, excerpt: excerptParts(sub.excerpt) }));
  return {
    url: data.url,
    title: data.meta.title?.trim() || data.url,
    excerpt: excerptParts(data.excerpt),
    sections,
  };
}
