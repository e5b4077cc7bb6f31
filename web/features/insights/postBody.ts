import type { PostBodyContent, PostCardContent } from "#content/contentTypes.ts";

export type Heading = { key: string; id: string; text: string; level: 2 | 3 | 4 };

const LEVELS = { h2: 2, h3: 3, h4: 4 } as const;

const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "") || "section";

export const blockText = (block: { children?: readonly { text?: string | null }[] | null }) =>
  (block.children ?? []).map((span) => span.text ?? "").join("");

/**
 * Anchor ids from their words: stable across builds, unique in the post and never one of `taken`
 * (the page's own ids). A level is never more than one below the heading before it (an h4 right
 * after an h2 is drawn as an h3), so the page's outline skips no level.
 */
export function postHeadings(
  body: readonly PostBodyContent[] | null | undefined,
  taken: string[] = [],
): Heading[] {
  const used = new Set(taken);
  const headings: Heading[] = [];
  let previous = 1;
  for (const block of body ?? []) {
    // A call-to-action band from the page builder has an h2 of its own.
    if (block._type === "ctaBand") previous = 2;
    if (block._type !== "block" || !block.style || !(block.style in LEVELS)) continue;
    const text = blockText(block).trim();
    if (!text || !block._key) continue;
    const base = slug(text);
    let id = base;
    for (let count = 2; used.has(id); count++) id = `${base}-${count}`;
    used.add(id);
    const level = Math.min(LEVELS[block.style as keyof typeof LEVELS], previous + 1) as Heading["level"];
    previous = level;
    headings.push({ key: block._key, id, text, level });
  }
  return headings;
}

/** Minutes of reading at 220 words a minute; at least one. */
export const readingMinutes = (words: number | null | undefined) =>
  Math.max(1, Math.round((typeof words === "number" && words > 0 ? words : 0) / 220));

/** The newest of the post's categories first, then the newest of all, each once. */
export function relatedPosts(
  sameCategory: readonly PostCardContent[] | null | undefined,
  newest: readonly PostCardContent[] | null | undefined,
  count = 3,
): PostCardContent[] {
  const picked: PostCardContent[] = [];
  for (const post of [...(sameCategory ?? []), ...(newest ?? [])]) {
    if (picked.length === count) break;
    if (post.slug && !picked.some((other) => other._id === post._id)) picked.push(post);
  }
  return picked;
}
