import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "vitest";
import { headerRules, headersAt } from "../e2e/support/hosting-headers";
import { authors, categories, posts, postsOf, referenced, singleton, type Doc } from "../e2e/support/dataset";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import { paths } from "#content/paths.ts";
import { POSTS_PER_PAGE } from "#content/postLists.ts";
import { BUILD_DIR, documentAt, fileAt, jsonLd, SITE } from "./support/built-site";
import { byRole, text, theOne } from "./support/locators";
import { cardsOn, listedOn } from "./support/post-lists";

// The blog as the build wrote it, against the dataset it read: its lists, newest first and 12 a
// page; a category's and an author's posts; a post with its related posts, neighbours, authors,
// share links and structured data. The hydrated page is the same: a difference would be a
// hydration error, which fails templates.spec.ts (one page of each template). What takes a browser (the table of contents'
// jumps, the copy button) is in tests/e2e/insights.spec.ts.

const labels = () => singleton("insightsPage");
const titleOf = (post: Doc) => post.title as string;
const titlesOn = (address: string) => cardsOn(address).map((card) => card.title);
const headings = (scope: ParentNode, level: number) => byRole(scope, "heading", { level }).map(text);
/** Where the one link named `name` in `scope` leads, as getByRole finds it. */
const hrefOf = (scope: ParentNode, name: string, exact = false) =>
  theOne(byRole(scope, "link", { name, exact }), `the link named "${name}"`).getAttribute("href");
/** The one region named `name`, as getByRole finds it. */
const regionNamed = (document: Document, name: string) =>
  theOne(byRole(document.body, "region", { name }), `the region named "${name}"`);
const headHref = (document: Document, rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute("href"));

test("the index lists the posts newest first, 12 a page; page 2 holds the 13th", () => {
  const all = posts();
  expect(all.length, "the dataset has more than one page of posts").toBeGreaterThan(POSTS_PER_PAGE);
  const first = documentAt(paths.insights);
  expect(headings(first, 1)).toEqual([labels().title]);
  expect(titlesOn(paths.insights)).toEqual(all.slice(0, POSTS_PER_PAGE).map(titleOf));
  // A path, not the configured origin's URL: Firefox fetches it ahead, from whichever host serves the page.
  expect(headHref(first, "next")).toEqual([paths.insightsPage(2)]);
  expect(headHref(first, "prev")).toEqual([]);
  expect(hrefOf(first.body, labels().olderLabel, true)).toBe(paths.insightsPage(2));

  const second = documentAt(paths.insightsPage(2));
  theOne(
    byRole(second.body, "heading", { level: 2, name: titleOf(all[POSTS_PER_PAGE]) }),
    "the 13th post's heading",
  );
  expect(titlesOn(paths.insightsPage(2))).toEqual(all.slice(POSTS_PER_PAGE, 2 * POSTS_PER_PAGE).map(titleOf));
  // A page of its own: its own canonical, and rel=prev back to the first page.
  expect(headHref(second, "canonical")).toEqual([canonicalUrl(paths.insightsPage(2), SITE)]);
  expect(headHref(second, "prev")).toEqual([paths.insights]);
});

test.each(categories().map((category) => ({ category, slug: category.slug.current as string })))(
  "the category $slug has its title as heading and lists exactly its posts",
  ({ category, slug }) => {
    expect(headings(documentAt(paths.category(slug)), 1)).toEqual([category.title]);
    expect(listedOn(paths.category(slug)).map((post) => post.title)).toEqual(
      postsOf(category._id).map(titleOf),
    );
  },
);

test.each(authors().map((author) => ({ author, slug: author.slug.current as string })))(
  "the author $slug's page lists exactly their posts",
  ({ author, slug }) => {
    expect(listedOn(paths.author(slug)).map((post) => post.title)).toEqual(postsOf(author._id).map(titleOf));
  },
);

/** The related posts the dataset calls for: its categories' newest, then the newest, three. */
function expectedRelated(post: Doc) {
  const own = new Set((post.categories ?? []).map((ref: Doc) => ref._ref));
  const others = posts().filter((other) => other._id !== post._id);
  const same = others.filter((other) => (other.categories ?? []).some((ref: Doc) => own.has(ref._ref)));
  return [...new Set([...same.slice(0, 3), ...others.slice(0, 3)])].slice(0, 3).map(titleOf);
}

/** The newest post, one in the middle and the oldest, with their places in the list. */
const samplePosts = () => {
  const all = posts();
  return [0, Math.floor(all.length / 2), all.length - 1].map((index) => ({
    index,
    slug: all[index].slug.current as string,
  }));
};

test.each(samplePosts())(
  "the post $slug shows its related posts, its neighbours, its authors and share links",
  ({ index }) => {
    const all = posts();
    const post = all[index];
    const document = documentAt(paths.post(post.slug.current));
    expect(headings(document, 1)).toEqual([post.title]);

    const related = regionNamed(document, labels().relatedLabel);
    expect(headings(related, 3)).toEqual(expectedRelated(post));

    const neighbour = (rel: string) =>
      [...document.querySelectorAll(`.post-nav a[rel="${rel}"]`)].map((link) => link.getAttribute("href"));
    const [older, newer] = [all[index + 1], all[index - 1]];
    expect(neighbour("prev"), "the older post").toEqual(older ? [paths.post(older.slug.current)] : []);
    expect(neighbour("next"), "the newer post").toEqual(newer ? [paths.post(newer.slug.current)] : []);

    const cards = regionNamed(document, labels().aboutAuthorLabel);
    expect(headings(cards, 3)).toEqual((post.authors as Doc[]).map((ref) => referenced(ref)!.name));

    const share = regionNamed(document, labels().shareLabel);
    // The post's canonical address, whatever host serves the build.
    const address = encodeURIComponent(canonicalUrl(paths.post(post.slug.current), SITE));
    expect(hrefOf(share, "LinkedIn")).toContain(address);
    expect(hrefOf(share, labels().emailShareLabel)).toMatch(/^mailto:\?/);
  },
);

// The host types a file no header rule types by its extension (superstatic's responder, with mime-types).
const { contentType } = createRequire(import.meta.url)("mime-types") as {
  contentType: (extension: string) => string | false;
};

/** The Content-Type the host serves a built file at an address with. */
const servedType = (address: string) =>
  headersAt(headerRules(BUILD_DIR), address)["content-type"] ?? contentType(path.extname(address));

test("a post's structured data is a BlogPosting with its authors, dates and publisher", () => {
  const post = posts()[0];
  const posting = jsonLd(documentAt(paths.post(post.slug.current))).find(
    (thing) => thing["@type"] === "BlogPosting",
  );
  expect(posting).toMatchObject({
    headline: post.title,
    datePublished: post.publishedAt,
    author: (post.authors as Doc[]).map((ref) => expect.objectContaining({ name: referenced(ref)!.name })),
    publisher: { "@type": "Organization", name: singleton("siteSettings").siteName },
    inLanguage: "en",
  });
  // The publisher's logo is the site's, served by the site as an image.
  const logo = new URL((posting!.publisher as { logo: string }).logo).pathname;
  expect(existsSync(fileAt(logo)), `${logo} is built`).toBe(true);
  expect(servedType(logo), logo).toMatch(/^image\//);
});
