/**
 * JSON for a `<script type="application/ld+json">`: content can never end the script or open an
 * HTML comment, because every `<` (and `>`, `&`) is written as a JSON escape; U+2028 and U+2029
 * are escaped too, as older JavaScript parsers end a line there.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
