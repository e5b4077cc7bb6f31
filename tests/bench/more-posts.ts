import type { SanityDocumentLike as Doc } from "sanity";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";

// Posts for the benchmarks: copies of a dataset's own posts, each with its own id, slug, title,
// excerpt, a word in its body no other document holds, and an older date than any of the
// dataset's (the newest posts, which the home page and the first page of each list show, stay
// the same).

/** A made-up word for the nth post, its first six letters unlike any other's (the search matches stems). */
const wordOf = (n: number) =>
  `qx${[...n.toString(26).padStart(4, "0")].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join("")}ing`;

/** A paragraph of the post body. */
const paragraph = (key: string, text: string) => ({
  _type: "block",
  _key: key,
  style: "normal",
  markDefs: [],
  children: [{ _type: "span", _key: `${key}-text`, text, marks: [] }],
});

/** The nth generated post, a copy of one of `posts`. */
function generatedPost(posts: Doc[], n: number): Doc {
  const slug = `bench-post-${n}`;
  const { seo: _seo, ...source } = posts[n % posts.length];
  return {
    ...source,
    _id: `post-${slug}`,
    // Titles and descriptions of their own, neither holding another's (the built-file tests find
    // a post by its title and want each page's description its own).
    title: `Benchmark post ${String(n).padStart(3, "0")}`,
    excerpt: `Benchmark post ${String(n).padStart(3, "0")}: ${String(source.excerpt)}`,
    slug: { _type: "slug", current: slug },
    // The search tests look a post up by a word only its body holds, as a real post's has.
    body: [...(source.body as unknown[]), paragraph("bench-word", `Filed under ${wordOf(n)}.`)],
    publishedAt: new Date(Date.UTC(2024, 0, 1) + n * 8.64e7 * 0.7).toISOString(),
  };
}

/** The dataset's published English posts, which the generated ones copy. */
const postsOf = (docs: Doc[]) =>
  docs.filter(
    (doc) =>
      doc._type === "post" &&
      !doc._id.startsWith("drafts.") &&
      (doc.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE,
  );

/** The dataset with `count` more posts. */
export function withMorePosts(docs: Doc[], count: number): Doc[] {
  const posts = postsOf(docs);
  return [...docs, ...Array.from({ length: count }, (_, n) => generatedPost(posts, n + 1))];
}

/** The dataset with `count` posts in all: its own first, then generated ones. */
export const withPostsInAll = (docs: Doc[], count: number): Doc[] =>
  withMorePosts(docs, Math.max(0, count - postsOf(docs).length));
