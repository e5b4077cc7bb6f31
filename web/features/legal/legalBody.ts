import type { LegalPageContent as Page } from "#content/contentTypes.ts";

export type LegalBlock = NonNullable<Page["body"]>[number];
type Span = NonNullable<LegalBlock["children"]>[number];
export type TokenValues = Pick<Page, "jurisdiction" | "noticeDays">;

/** Decorator mark given to a placeholder left visible because its field is empty. */
export const PLACEHOLDER_MARK = "placeholder";

const TOKENS = {
  "{jurisdiction}": { field: "jurisdiction", placeholder: "[jurisdiction]" },
  "{noticeDays}": { field: "noticeDays", placeholder: "[notice days]" },
} as const;
const TOKEN_SPLIT = /(\{jurisdiction\}|\{noticeDays\})/;

function tokenValue(values: TokenValues, field: keyof TokenValues): string | null {
  const value = values[field];
  if (typeof value === "number") return String(value);
  return value?.trim() || null;
}

function fillSpan(span: Span, values: TokenValues): Span[] {
  const parts = (span.text ?? "").split(TOKEN_SPLIT);
  if (parts.length === 1) return [span];
  return parts
    .map((part, index): Span => {
      const key = `${span._key}-${index}`;
      const token = TOKENS[part as keyof typeof TOKENS];
      if (!token) return { ...span, _key: key, text: part };
      const value = tokenValue(values, token.field);
      if (value) return { ...span, _key: key, text: value };
      return {
        ...span,
        _key: key,
        text: token.placeholder,
        marks: [...(span.marks ?? []), PLACEHOLDER_MARK],
      };
    })
    .filter((part) => part.text !== "");
}

/** While a field is empty, a bracketed placeholder carrying PLACEHOLDER_MARK. */
export function fillTokens(body: LegalBlock[], values: TokenValues): LegalBlock[] {
  return body.map((block) =>
    block.children ? { ...block, children: block.children.flatMap((span) => fillSpan(span, values)) } : block,
  );
}

export type SectionLink = { key: string; id: string; title: string };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "section";

/** With unique anchor ids, for the table of contents. */
export function sectionLinks(body: LegalBlock[]): SectionLink[] {
  const used = new Map<string, number>();
  return body
    .filter((block) => block.style === "h2")
    .map((block) => {
      const title = (block.children ?? []).map((span) => span.text ?? "").join("");
      const base = slug(title);
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      return { key: block._key, id: count === 1 ? base : `${base}-${count}`, title };
    });
}
