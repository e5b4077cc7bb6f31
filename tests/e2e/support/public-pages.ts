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
  singleton,
  translationOf,
  type Doc,
} from "./dataset";
import { DEFAULT_LANGUAGE, languageOfPath } from "#content/languages.ts";
import { unlocalizedPath } from "#content/documentPaths.ts";

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
  const { signIn, signUp, resetPassword } = shown(accountPages());
  if (address === paths.signIn) return signIn.title;
  if (address === paths.signUp) return signUp.title;
  if (address === paths.forgotPassword) return resetPassword.title;
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
  if (page._type === "agent") return page.heroTagline;
  // A page built from blocks that opens with a hero shows the hero's headline as its heading.
  const [first] = (page.sections ?? []).filter((section: Doc) => !section.hidden);
  return first?._type === "hero" ? first.headline : page.title;
}
