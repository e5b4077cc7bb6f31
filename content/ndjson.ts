import type { SanityDocumentLike } from "sanity";

// NDJSON, one JSON value a line: the form of `sanity dataset export` and of the bundled dataset
// (studio/seed/production.ndjson). The one reader and writer of it for the site, the scripts,
// the Studio's tests and the tests.

/** A line of an NDJSON text (1-based) and its JSON value, or the `error` that says why it has none. */
export type NdjsonLine = { line: number; value?: unknown; error?: string };

/** The lines of an NDJSON text that are not blank, each parsed. */
export function ndjsonLines(text: string): NdjsonLine[] {
  return text.split("\n").flatMap((raw, index): NdjsonLine[] => {
    if (!raw.trim()) return [];
    try {
      return [{ line: index + 1, value: JSON.parse(raw) as unknown }];
    } catch (error) {
      return [{ line: index + 1, error: error instanceof Error ? error.message : String(error) }];
    }
  });
}

/** The values of an NDJSON text, documents unless said otherwise; a line that is no JSON throws, naming `source` and the line. */
export function parseNdjson<T = SanityDocumentLike>(text: string, source = "NDJSON"): T[] {
  return ndjsonLines(text).map((line) => {
    if (line.error !== undefined) throw new Error(`${source}:${line.line} is not valid JSON`);
    return line.value as T;
  });
}

/** Values as NDJSON: one a line, and a newline at the end. */
export const toNdjson = (values: readonly unknown[]): string =>
  values.map((value) => JSON.stringify(value)).join("\n") + "\n";
