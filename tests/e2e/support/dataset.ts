import { readFileSync } from "node:fs";
import { parseSeedDataset } from "#content/seedDataset.ts";
import { seedFilePath } from "#web/shared/sanity/seedFile.server.ts";
import { paths } from "#content/paths.ts";
import { DEFAULT_LANGUAGE } from "#content/languages.ts";
import { formatPrice } from "#web/shared/ui/format.ts";

// The dataset the build read (CONTENT_SEED_FILE, else the bundled one): the tests take every
// text, figure and option they expect from it. `npm test` builds from a changed copy
// (./changed-dataset.ts), so a test that hard-codes content fails there.
export type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const SEED_FILE = seedFilePath();
const documents = parseSeedDataset(readFileSync(SEED_FILE, "utf8"), SEED_FILE) as Doc[];

/** Every document of the dataset, drafts included. */
export const allDocuments = (): readonly Doc[] => documents;

const byOrder = (a: Doc, b: Doc) => (a.order ?? 0) - (b.order ?? 0);

/** A document's language: English when it names none. */
export const languageOf = (doc: Doc): string => doc.language ?? DEFAULT_LANGUAGE;

/** The documents of a type written in English (each other language's translations: `translationsOfType`). */
export const docsOfType = (type: string): Doc[] =>
  documents.filter((doc) => doc._type === type && languageOf(doc) === DEFAULT_LANGUAGE).sort(byOrder);

/** The translations of a type's documents in another language, published ones only. */
export const translationsOfType = (type: string, language: string): Doc[] =>
  documents
    .filter(
      (doc) => doc._type === type && doc.language === language && !String(doc._id).startsWith("drafts."),
    )
    .sort(byOrder);

/** The translation metadata that links a document to its versions in other languages. */
const metadataOf = (doc: Doc): Doc | undefined =>
  documents.find(
    (candidate) =>
      candidate._type === "translation.metadata" &&
      candidate.translations?.some((entry: Doc) => entry.value?._ref === doc._id),
  );

/** A document's translation in another language, through its translation metadata; undefined when it has none. */
export function translationOf(doc: Doc, language: string): Doc | undefined {
  const ref = metadataOf(doc)?.translations?.find((entry: Doc) => entry.language === language)?.value?._ref;
  return documents.find((candidate) => candidate._id === ref);
}

/** A document's translation in another language, which the test needs: the dataset lacking it fails the test. */
export function requiredTranslationOf(doc: Doc, language: string): Doc {
  const translation = translationOf(doc, language);
  if (!translation) throw new Error(`${doc._id} has no ${language} translation in ${SEED_FILE}`);
  return translation;
}

/** The ids of a document and of its versions in every other language. */
export const versionsOf = (doc: Doc): string[] => [
  doc._id,
  ...(metadataOf(doc)?.translations ?? []).map((entry: Doc) => entry.value?._ref),
];

export function singleton(type: string): Doc {
  const doc = documents.find((candidate) => candidate._id === type);
  if (!doc) throw new Error(`no ${type} document in ${SEED_FILE}`);
  return doc;
}

export const agents = () => docsOfType("agent");

/** The pages built from blocks. */
export const builtFromBlocks = () => docsOfType("page");

/** The page built from blocks at `path` ("/" is the home page). */
export function pageAt(path: string): Doc {
  const doc = builtFromBlocks().find((candidate) => paths.page(candidate.slug?.current) === path);
  if (!doc) throw new Error(`no page at ${path} in ${SEED_FILE}`);
  return doc;
}

/** The first section of type `type` on the page at `path`. */
export function sectionOf(path: string, type: string): Doc {
  const section = pageAt(path).sections?.find((candidate: Doc) => candidate._type === type);
  if (!section) throw new Error(`the page at ${path} in ${SEED_FILE} has no ${type} section`);
  return section;
}

/** The id the site gives a section (blocks/Sections.tsx): its anchor id, or one made from its key. */
export const sectionId = (section: Doc): string => section.anchorId || `section-${section._key}`;

/**
 * The lead form section of a page (a page document, or the address of an English one) that shows
 * the form `formId` (home-banner, home-contact, contact-page), and that form: the `form` document
 * the section refers to.
 */
export function leadFormOf(page: string | Doc, formId: string): { section: Doc; form: Doc } {
  const doc = typeof page === "string" ? pageAt(page) : page;
  for (const section of doc.sections ?? []) {
    if (section._type !== "leadForm") continue;
    const form = referenced(section.form);
    if (form?.formId === formId) return { section, form };
  }
  throw new Error(`the page ${doc._id} in ${SEED_FILE} has no ${formId} lead form`);
}

/** The field named `name` of a form document. */
export function fieldOf(form: Doc, name: string): Doc {
  const field = form.fields?.find((candidate: Doc) => candidate.name === name);
  if (!field) throw new Error(`the form ${form._id} in ${SEED_FILE} has no field ${name}`);
  return field;
}

/** The label of a form's field named `name`. */
export const fieldLabel = (form: Doc, name: string): string => fieldOf(form, name).label;

/** The choices of a form's select field named `name` (`{ value, label }` each). */
export const fieldOptions = (form: Doc, name: string): { value: string; label: string }[] =>
  fieldOf(form, name).options ?? [];

export const legalPage = (slug: string): Doc => {
  const doc = docsOfType("legalPage").find((candidate) => candidate.slug?.current === slug);
  if (!doc) throw new Error(`no legal page ${slug}`);
  return doc;
};

/** The navbar's, menu's and breadcrumb's labels (`siteSettings.navigation`). */
export const navigation = () => singleton("siteSettings").navigation;

/**
 * Where a menu link of the dataset leads: the address of the published document it refers to,
 * or its written URL; null when the document is missing (the site leaves such a link out).
 */
export function linkHref(link: Doc): string | null {
  if (!link.page) return link.url ?? null;
  const target = documents.find((doc) => doc._id === link.page._ref);
  if (!target) return null;
  const slug = target.slug?.current;
  if (!slug) return null;
  if (target._type === "post") return paths.post(slug);
  return target._type === "agent" ? paths.agent(slug) : paths.page(slug);
}

/** The redirects of the dataset, each with the address it leads to (`redirectFragment`). */
export const redirects = () =>
  docsOfType("redirect").map((doc) => ({
    from: doc.from as string,
    to: linkHref({ page: doc.to, url: doc.toUrl }),
    status: doc.permanent === false ? 302 : 301,
  }));

/** The links of a menu (`siteSettings.mainMenu`, a footer column's `links`…) that lead somewhere. */
export const menuLinks = (items: Doc[] = []) =>
  items
    .filter((item) => item._type === "menuLink")
    .map((link) => ({ label: link.label as string, href: linkHref(link) }))
    .filter((link): link is { label: string; href: string } => link.href !== null);

/** The label of the main menu's link to `path`. */
export function mainMenuLabel(path: string): string {
  const link = menuLinks(singleton("siteSettings").mainMenu).find((candidate) => candidate.href === path);
  if (!link) throw new Error(`the main menu of ${SEED_FILE} has no link to ${path}`);
  return link.label;
}

/** The main menu's AI Agents dropdown (`agentsMenu`: its button's label and its All agents link's). */
export const agentsDropdown = (): Doc =>
  singleton("siteSettings").mainMenu.find((item: Doc) => item._type === "agentsMenu");

/** The texts of the sign-in, sign-up and reset pages (`accountPages`). */
export const accountPages = () => singleton("accountPages");

/** The dashboard's heading for a user's name: the content's greeting, then the name. */
export const greeting = (name: string) => `${singleton("dashboardPage").greeting} ${name}`;

/** 1299 -> "$1,299": the site's own price formatter. */
export const price = formatPrice;

/** An agent's lowest monthly price, as its card shows it ("From $99"). */
export const fromPrice = (agent: Doc) => price(Math.min(...agent.plans.map((plan: Doc) => plan.price)));

/** Portable Text blocks -> their plain text, one string per block. */
export const blockTexts = (blocks: Doc[] = []) =>
  blocks
    .filter((block) => block._type === "block")
    .map((block) => block.children.map((span: Doc) => span.text).join(""));

// The blog

/** The posts with an address, newest first (ties by id), as the site lists them. */
export const posts = () =>
  documents
    .filter((doc) => doc._type === "post" && doc.slug?.current && !String(doc._id).startsWith("drafts."))
    .sort((a, b) =>
      a.publishedAt === b.publishedAt
        ? String(a._id).localeCompare(String(b._id))
        : String(b.publishedAt).localeCompare(String(a.publishedAt)),
    );

const published = (type: string) =>
  documents.filter(
    (doc) =>
      doc._type === type &&
      doc.slug?.current &&
      !String(doc._id).startsWith("drafts.") &&
      languageOf(doc) === DEFAULT_LANGUAGE,
  );
export const categories = () => published("category");
export const authors = () => published("author");

/** The posts of a category or an author (by document id), newest first. */
export const postsOf = (id: string) =>
  posts().filter((post) =>
    [...(post.categories ?? []), ...(post.authors ?? [])].some((ref: Doc) => ref._ref === id),
  );

/** The document a reference names. */
export const referenced = (ref: Doc): Doc | undefined => documents.find((doc) => doc._id === ref?._ref);
