import { existsSync, readFileSync } from "node:fs";
import { parseSitemap } from "../../../scripts/lib/smoke";
import { paths } from "../../../content/paths";
import { parsePostListPath } from "../../../content/postLists";
import {
  accountPages,
  agents,
  authors,
  builtFromBlocks,
  categories,
  docsOfType,
  posts,
  sectionOf,
  singleton,
  type Doc,
} from "./dataset";

const SITEMAP = "build/client/sitemap.xml";

/**
 * Every public page a visitor can land on: each address of the built site's sitemap.xml (its
 * path), and sign-in and sign-up, which search engines are not told about.
 */
export function publicPages(): string[] {
  if (!existsSync(SITEMAP)) throw new Error(`${SITEMAP} is missing: build the site first (docs/testing.md).`);
  const listed = parseSitemap(readFileSync(SITEMAP, "utf8")).locations.map(
    (location) => new URL(location).pathname,
  );
  return [...listed, paths.signIn, paths.signUp];
}

const at = (docs: Doc[], path: (slug: string) => string, wanted: string) =>
  docs.find((doc) => path(doc.slug?.current) === wanted);

/** The `<h1>` of a public page, from the dataset the build read. */
export function headingOf(path: string): string {
  const { signIn, signUp } = accountPages();
  if (path === paths.signIn) return signIn.title;
  if (path === paths.signUp) return signUp.title;
  if (path === paths.home) return sectionOf(paths.home, "hero").headline;
  const list = parsePostListPath(path);
  if (list?.kind === "all") return singleton("insightsPage").title;
  if (list?.kind === "category") return at(categories(), paths.category, paths.category(list.slug))!.title;
  if (list?.kind === "author") return at(authors(), paths.author, paths.author(list.slug))!.name;
  const doc =
    at(agents(), paths.agent, path) ??
    at(posts(), paths.post, path) ??
    at(docsOfType("legalPage"), (slug) => `/${slug}`, path) ??
    at(builtFromBlocks(), paths.page, path);
  if (!doc) throw new Error(`no page at ${path} in the dataset`);
  return doc._type === "agent" ? doc.heroTagline : doc.title;
}
