import { TRANSLATED_TYPES } from "#content/languages.ts";
import { paths } from "#content/paths.ts";
import { redirectPlan, slugChange } from "../../../studio/slugRedirect";
import { EVERY_BLOCK_SLUG } from "./changed-dataset";
import { agents, allDocuments, categories, docsOfType, languageOf, posts, type Doc } from "./dataset";

// The dataset "after publishing": the one the end-to-end build read (./dataset.ts), with what a
// marketer publishes in the Studio without a code change added in one copy, so that one build
// (tests/support/end-to-end.ts, served by playwright.config.ts) serves every test of it:
// - a seventh agent (new-agent.spec.ts) and a new post (new-post.spec.ts);
// - a page at a nested address built from another page's sections, linked from a footer column
//   with a draft-only page and an unsafe link beside it, and a section taken off a page
//   (menu-page.spec.ts);
// - redirects, one as "Publish and create redirect" writes it, and a footer link to an old
//   address (redirects.spec.ts);
// - a Spanish translation of each translated document that has none (languages.spec.ts).
// Each test reads what it added from here; everything else from the dataset as usual.

const clone = <T>(value: T): T => structuredClone(value);
const reference = (id: string) => ({ _type: "reference", _ref: id, _weak: true });

/** A word no other document holds, in the new post's body only: the site search finds it there. */
export const BODY_WORD = "quokkaledger";

const template = agents()[0];
export const newAgent: Doc = {
  ...clone(template),
  _id: "agent-email-marketer",
  name: "Email Marketer",
  slug: { _type: "slug", current: "email-marketer" },
  order: 7,
  heroTagline: "Send the Right Email at the Right Time",
  // Content that tries to leave the page's structured data.
  cardDescription:
    "Writes, segments and schedules your campaigns automatically. </script><script>window.__pwned = 1</script><!--",
};
/** The agent the new one is a copy of: its share image must differ. */
export const agentTemplate = template;

const postTemplate = posts()[0];
/** The category the new post is filed under. */
export const newPostCategory = categories().at(-1)!;
export const newPost: Doc = {
  ...clone(postTemplate),
  _id: "post-a-brand-new-post",
  title: "A brand new post about invoices",
  slug: { _type: "slug", current: "a-brand-new-post" },
  publishedAt: "2099-01-01T09:00:00Z",
  categories: [{ _key: "c", _type: "reference", _ref: newPostCategory._id }],
  body: [
    ...clone(postTemplate.body),
    {
      _type: "block",
      _key: "new",
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: "s", marks: [], text: `Our ${BODY_WORD} closes the month.` }],
    },
  ],
};
/** The post the new one is a copy of: its share image must differ. */
export const postTemplateOfNewPost = postTemplate;

const everyBlock = clone(allDocuments().find((doc) => doc.slug?.current === EVERY_BLOCK_SLUG)!);
/** The Every block page's sections a new page reuses, in reverse order (hidden ones left out). */
export const reusedSections: Doc[] = everyBlock.sections.filter((section: Doc) => !section.hidden).reverse();
/** The section taken off the Every block page, and those it keeps. */
export const [removedSection, ...keptSections] = everyBlock.sections as Doc[];

export const careersPage: Doc = {
  _id: "page-careers",
  _type: "page",
  // As Sanity writes every document.
  _createdAt: "2099-01-01T09:00:00Z",
  _updatedAt: "2099-01-01T09:00:00Z",
  title: "Careers at Nexora AI",
  slug: { _type: "slug", current: "company/careers" },
  intro: "Join the team that builds AI agents for growing businesses.",
  sections: reusedSections,
};
/** A page that is only a draft: a menu link to it is left out, and it gets no address. */
export const draftOnlyPage: Doc = {
  ...careersPage,
  _id: "drafts.page-press",
  title: "Press",
  slug: { _type: "slug", current: "press" },
};
/** The links added at the end of the footer's first column of chosen links. */
export const addedFooterLinks = [
  { _key: "careers", _type: "menuLink", label: "Careers", page: reference(careersPage._id) },
  { _key: "press", _type: "menuLink", label: "Press", page: reference("page-press") },
  { _key: "unsafe", _type: "menuLink", label: "Prize", url: "javascript:alert(1)" },
];

const movedAgent = agents()[0];
export const movedRedirect: Doc = {
  _id: "redirect-old-agent",
  _type: "redirect",
  from: "/ai-agents/old-analyst",
  to: { _type: "reference", _ref: movedAgent._id },
};
/** The agent `movedRedirect` leads to. */
export const redirectedAgent = movedAgent;
export const temporaryRedirect: Doc = {
  _id: "redirect-summer-offer",
  _type: "redirect",
  from: "/summer-offer",
  toUrl: `${paths.pricing}#agent-plans`,
  permanent: false,
};
/** A post whose slug was old-name before: the redirect "Publish and create redirect" writes. */
export const renamedPost = docsOfType("post")[0];
export const renamedRedirect: Doc = redirectPlan(
  slugChange({
    type: "post",
    published: { ...renamedPost, slug: { current: "old-name" } },
    draft: renamedPost,
  })!,
  `drafts.${renamedPost._id}`,
  [],
  "redirect-renamed-post",
).write;
/** The footer link to the moved agent's old address. */
export const OLD_LINK_LABEL = "Our old analyst page";

/** The language of the new translations, and what each translation's texts start with, so its pages are told from the English ones. */
export const SPANISH = "es";
export const MARK = "ES · ";
/** The page whose bundled Spanish translation the copy replaces with a new one, as if just published. */
export const NEW_TRANSLATION_OF = "page-about-us";

// As the translation plugin writes an entry: its language in `language`, a random `_key`.
const entry = (language: string, ref: string) => ({
  _key: `key-${language}-${ref}`,
  _type: "internationalizedArrayReferenceValue",
  language,
  value: { _type: "reference", _ref: ref },
});

const metadataOf = (documents: readonly Doc[], id: string) =>
  documents.find(
    (doc) => doc._type === "translation.metadata" && doc.translations.some((t: Doc) => t.value._ref === id),
  );

/** The Spanish translation of `doc` among `documents`, through its translation metadata. */
function spanishTranslation(documents: readonly Doc[], doc: Doc): Doc | undefined {
  const ref = metadataOf(documents, doc._id)?.translations.find((t: Doc) => t.language === SPANISH)?.value
    ._ref;
  return documents.find((candidate) => candidate._id === ref);
}

/**
 * `documents` with a new translation of each translated document that has none, and of NEW_TRANSLATION_OF
 * (its bundled translation taken out), but the page showing every block: each a copy with its
 * language and MARK, linked to its English document by translation metadata.
 */
function withTranslations(bundled: readonly Doc[]): { documents: Doc[]; translations: Doc[] } {
  const replaced = spanishTranslation(
    bundled,
    bundled.find((doc) => doc._id === NEW_TRANSLATION_OF)!,
  );
  const documents = bundled.filter(
    (doc) =>
      doc._id !== replaced?._id &&
      !(
        doc._type === "translation.metadata" &&
        doc.translations.some((t: Doc) => t.value._ref === replaced?._id)
      ),
  );
  const translations = documents
    .filter(
      (doc) =>
        TRANSLATED_TYPES.includes(doc._type) &&
        languageOf(doc) !== SPANISH &&
        !String(doc._id).startsWith("drafts.") &&
        !spanishTranslation(documents, doc) &&
        doc.slug?.current !== EVERY_BLOCK_SLUG,
    )
    .map((doc): Doc => ({
      ...doc,
      _id: `${doc._id}-new-${SPANISH}`,
      language: SPANISH,
      ...(typeof doc.title === "string" ? { title: `${MARK}${doc.title}` } : {}),
      ...(typeof doc.name === "string" ? { name: `${MARK}${doc.name}` } : {}),
      ...(doc.seo?.title ? { seo: { ...doc.seo, title: `${MARK}${doc.seo.title}` } } : {}),
    }));
  const metadata = translations.map((translation) => ({
    _id: `translation-metadata-${translation._id}`,
    _type: "translation.metadata",
    schemaTypes: [translation._type],
    translations: [
      entry("en", translation._id.slice(0, -`-new-${SPANISH}`.length)),
      entry(SPANISH, translation._id),
    ],
  }));
  return { documents: [...documents, ...translations, ...metadata], translations };
}

/** Site settings whose footer's first column of chosen links ends with the old address's link, then the added links. */
function withFooterLinks(settings: Doc): Doc {
  const footerColumns = settings.footerColumns.map((column: Doc) => ({ ...column }));
  const column = footerColumns.find((candidate: Doc) => candidate._type === "menuColumn");
  column.links = [
    ...column.links,
    { _key: "old-address", _type: "menuLink", label: OLD_LINK_LABEL, url: movedRedirect.from },
    ...addedFooterLinks,
  ];
  return { ...settings, footerColumns };
}

let published: { documents: Doc[]; translations: Doc[] } | undefined;

/** Every document after publishing, and the new Spanish translations among them. */
export function publishedDataset(): { documents: Doc[]; translations: Doc[] } {
  published ??= withTranslations([
    ...allDocuments().map((doc) => {
      if (doc._id === "siteSettings") return withFooterLinks(clone(doc));
      if (doc._id === everyBlock._id) return { ...clone(doc), sections: keptSections };
      return doc;
    }),
    newAgent,
    newPost,
    careersPage,
    draftOnlyPage,
    movedRedirect,
    temporaryRedirect,
    renamedRedirect,
  ]);
  return published;
}
