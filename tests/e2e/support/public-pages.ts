import { existsSync, readFileSync } from "node:fs";
import { parseSitemap } from "../../support/smoke";
import { paths } from "#content/paths.ts";
import { parsePostListPath } from "#content/postLists.ts";
import {
  accountPages,
  agents,
  authors,
  builtFromBlocks,
  categories,
  docsOfType,
  posts,
  pageAt,
  singleton,
  translationOf,
  type Doc,
} from "./dataset";
import { DEFAULT_LANGUAGE, languageOfPath } from "#content/languages.ts";
import { unlocalizedPath } from "#content/documentPaths.ts";

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

/** The `<h1>` of a public page, from the dataset the build read: a translation's under /es. */
export function headingOf(path: string): string {
  const language = languageOfPath(path);
  const address = unlocalizedPath(path);
  const shown = (doc: Doc): Doc => {
    const translation = language === DEFAULT_LANGUAGE ? doc : translationOf(doc, language);
    if (!translation) throw new Error(`no ${language} version of ${doc._id} for ${path} in the dataset`);
    return translation;
  };
  const { signIn, signUp } = shown(accountPages());
  if (address === paths.signIn) return signIn.title;
  if (address === paths.signUp) return signUp.title;
  if (address === paths.home)
    return shown(pageAt(paths.home)).sections.find((section: Doc) => section._type === "hero").headline;
  const list = parsePostListPath(path);
  if (list?.kind === "all") return singleton("insightsPage").title;
  if (list?.kind === "category") return at(categories(), paths.category, paths.category(list.slug))!.title;
  if (list?.kind === "author") return at(authors(), paths.author, paths.author(list.slug))!.name;
  const doc =
    at(agents(), paths.agent, address) ??
    at(posts(), paths.post, address) ??
    at(docsOfType("legalPage"), (slug) => `/${slug}`, address) ??
    at(builtFromBlocks(), paths.page, address);
  if (!doc) throw new Error(`no page at ${path} in the dataset`);
  const page = shown(doc);
  return page._type === "agent" ? page.heroTagline : page.title;
}
