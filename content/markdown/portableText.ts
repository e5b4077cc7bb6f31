import { portableTextToMarkdown, type PortableTextTypeRenderer } from "@portabletext/markdown";
import {
  escapeLineStart,
  escapeMarkdown,
  joinParts,
  markdownLink,
  markdownTable,
  markdownText,
} from "./text";

type Span = { _type?: string; text?: string | null; marks?: string[] | null };
type Node = { _type?: string; _key?: string; children?: unknown[] | null; [field: string]: unknown };

/** The longest run of backticks in a text, so that a code span or fence around it is longer. */
const longestBackticks = (text: string) => Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));

/**
 * A text block's spans with their text escaped (marks are added around it by the serializer),
 * but for inline code, which Markdown shows as written. The first span's start is escaped as a
 * line's start: it must not open a list or a heading.
 */
function escapedBlock(block: Node): Node {
  if (block._type !== "block" || !Array.isArray(block.children)) return block;
  const children = block.children.map((child, index) => {
    const span = child as Span;
    if (span._type !== "span" || typeof span.text !== "string") return child;
    if (span.marks?.includes("code")) return span;
    const text = escapeMarkdown(span.text);
    return { ...span, text: index === 0 ? escapeLineStart(text) : text };
  });
  return { ...block, children };
}

type PostImage = { alt?: string | null; caption?: string | null };
type Callout = { title?: string | null; text?: string | null };
type CodeBlock = { language?: string | null; code?: string | null; filename?: string | null };
type Table = { caption?: string | null; rows?: { cells?: (string | null)[] | null }[] | null };
type CtaBand = {
  heading?: string | null;
  text?: string | null;
  primaryCta?: { label?: string | null; href?: string | null } | null;
  secondaryCta?: { label?: string | null; href?: string | null } | null;
};

/** A button of the content as a link: its label, to its address. */
export const ctaLink = (cta: { label?: string | null; href?: string | null } | null | undefined) =>
  cta?.label ? markdownLink(markdownText(cta.label), cta.href) : "";

/** A call-to-action band: its heading (bold, not a heading of the outline), text and buttons. */
export const ctaBandMarkdown = (band: CtaBand) =>
  joinParts([
    band.heading ? `**${markdownText(band.heading)}**` : "",
    markdownText(band.text),
    [ctaLink(band.primaryCta), ctaLink(band.secondaryCta)].filter(Boolean).join(" · "),
  ]);

/** A renderer of an object between the paragraphs (one inside a paragraph is left out). */
const blockObject =
  <T>(render: (value: T) => string): PortableTextTypeRenderer =>
  (options) =>
    options.isInline ? "" : render(options.value as T);

/** The object types of the site's Portable Text (a post's body): what each shows as text. */
const types: Record<string, PortableTextTypeRenderer> = {
  postImage: blockObject<PostImage>(({ alt, caption }) =>
    // The image's words: its file is the page's business; its caption and alt text are content.
    joinParts([alt ? `_${markdownText(alt)}_` : "", markdownText(caption)]),
  ),
  callout: blockObject<Callout>(({ title, text }) =>
    [title ? `**${markdownText(title)}**` : "", markdownText(text)]
      .filter(Boolean)
      .map((line) => `> ${line}`)
      .join("\n>\n"),
  ),
  codeBlock: blockObject<CodeBlock>(({ language, code, filename }) => {
    const text = code ?? "";
    const fence = "`".repeat(Math.max(3, longestBackticks(text) + 1));
    const info = (language ?? "").replace(/[^\w+-]/g, "");
    return joinParts([filename ? markdownText(filename) : "", `${fence}${info}\n${text}\n${fence}`]);
  }),
  table: blockObject<Table>(({ caption, rows }) => {
    const [header, ...body] = (rows ?? []).map((row) => (row.cells ?? []).map(markdownText));
    return header
      ? joinParts([caption ? `**${markdownText(caption)}**` : "", markdownTable(header, body)])
      : "";
  }),
  ctaBand: blockObject<CtaBand>(ctaBandMarkdown),
};

/**
 * Portable Text as Markdown: paragraphs, headings, quotes, lists, bold, italics, inline code and
 * links (those isSafeHref allows; others keep their words), and the site's objects (images' words, call-outs, code,
 * tables, call-to-action bands). An object of an unknown type is left out.
 */
export function portableTextMarkdown(blocks: readonly unknown[] | null | undefined): string {
  const nodes = (blocks ?? []).filter(
    (block): block is Node =>
      Boolean(block) && typeof block === "object" && typeof (block as Node)._type === "string",
  );
  return portableTextToMarkdown(nodes.map(escapedBlock) as Parameters<typeof portableTextToMarkdown>[0], {
    types,
    marks: {
      link: ({ children, value: mark }) =>
        markdownLink(children, (mark as { href?: string } | undefined)?.href),
      code: ({ text }) => {
        const ticks = "`".repeat(longestBackticks(text) + 1);
        return text.includes("`") ? `${ticks} ${text} ${ticks}` : `${ticks}${text}${ticks}`;
      },
    },
    unknownType: () => "",
    unknownMark: ({ children }) => children,
  }).trim();
}
