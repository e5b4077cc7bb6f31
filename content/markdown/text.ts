import { HIDDEN_CHARACTERS } from "../plainText";

/** Characters Markdown may read as markup anywhere in a line. */
const INLINE_MARKUP = /[\\`*_[\]<>#|!~]/g;

/** Content's text with what Markdown would read as markup escaped; whitespace kept as it is. */
export const escapeMarkdown = (text: string) =>
  text.replace(HIDDEN_CHARACTERS, "").replace(INLINE_MARKUP, (char) => `\\${char}`);

/**
 * A line's start that Markdown would read as a list ("- ", "+ ", "1. "), or a line it would read
 * as a rule or a heading's underline ("---", "==="), escaped.
 */
export const escapeLineStart = (text: string) =>
  text
    .replace(/^(\s*)([-+])(?=\s|$)/, "$1\\$2")
    .replace(/^(\s*)([=-])(?=[=\-\s]*$)/, "$1\\$2")
    .replace(/^(\s*\d+)([.)])(?=\s|$)/, "$1\\$2");

/** Content's text as Markdown text on one line: whitespace collapsed, markup and a list's start escaped. */
export const markdownText = (text: string | null | undefined) =>
  escapeLineStart(escapeMarkdown((text ?? "").replace(/\s+/g, " ").trim()));

/** Whether an address may be a link: a path on this site, an anchor, http(s) or mailto. */
export const isSafeHref = (href: string) =>
  /^(https?:\/\/|mailto:)/i.test(href) || /^\/(?![/\\])/.test(href) || href.startsWith("#");

/** A link, or only its text when the address is missing or not one isSafeHref allows. */
export function markdownLink(text: string, href: string | null | undefined): string {
  const address = href?.trim();
  if (!address || !isSafeHref(address)) return text;
  // Spaces and brackets would end the address early: percent-encoded, they mean the same.
  const encoded = address.replace(
    /[\s()<>]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return `[${text}](${encoded})`;
}

/** A heading of a level (1 to 6); none for an empty title. */
export const heading = (level: number, title: string | null | undefined) => {
  const text = markdownText(title);
  return text ? `${"#".repeat(Math.min(Math.max(level, 1), 6))} ${text}` : "";
};

/** A bulleted list of texts (empty ones left out). */
export const bulletList = (items: readonly (string | null | undefined)[] | null | undefined) =>
  (items ?? [])
    .map(markdownText)
    .filter(Boolean)
    .map((item) => `- ${item}`)
    .join("\n");

/** A GFM table: a header row, then a row per entry; cells on one line, `|` escaped. None without rows. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  if (!rows.length) return "";
  const line = (cells: readonly string[]) =>
    `| ${header.map((_, index) => (cells[index] ?? "").replace(/\n+/g, " ") || " ").join(" | ")} |`;
  return [line(header), `| ${header.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n");
}

/** Markdown parts as one document: the empty ones left out, a blank line between the others. */
export const joinParts = (parts: readonly (string | null | undefined | false)[]) =>
  parts
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => part.trim())
    .join("\n\n");
