// The GROQ projection of each content type, written once and named after its schema type
// (schemas/objects/plan.ts → `planFragment`). The queries in ./queries.ts compose them;
// docs/content-modules.md maps each type to its schema, fragment, result type and component.
// Relative: the Studio reads this file through the block registry, without the app's ~ alias.
import { AGENTS_PATH, HOME_SLUG, INSIGHTS_PATH } from "./documentPaths";
import { DEFAULT_LANGUAGE } from "./languages";

// Languages: every query runs with $language, the page's ("en", "es"). A document without a
// `language` is English. A translated document is linked to its translations by a `translation.metadata`
// document (@sanity/document-internationalization), which lists each language's translation.

/** The language of the document in scope. */
export const languageOf = /* groq */ `coalesce(language, "${DEFAULT_LANGUAGE}")` as const;

/** Whether the document in scope is in the page's language. */
export const inLanguage = /* groq */ `${languageOf} == $language` as const;

/** Whether the document in scope is an original: English, the language every translation is made from. */
export const isOriginal = /* groq */ `${languageOf} == "${DEFAULT_LANGUAGE}"` as const;

/** localizedPath (documentPaths.ts) in GROQ: the prefix of the document in scope's language, null for English. */
const languagePrefix = /* groq */ `select(${languageOf} != "${DEFAULT_LANGUAGE}" => "/" + language)` as const;

/** documentPath (documentPaths.ts) in GROQ, for the document in scope: its address, or null for any other document. */
export const documentAddress = /* groq */ `select(
  _type == "page" && slug.current == "${HOME_SLUG}" => coalesce(${languagePrefix}, "/"),
  _type in ["page", "legalPage"] => coalesce(${languagePrefix}, "") + "/" + slug.current,
  _type == "post" => coalesce(${languagePrefix}, "") + "${INSIGHTS_PATH}/" + slug.current,
  _type == "agent" => coalesce(${languagePrefix}, "") + "${AGENTS_PATH}/" + slug.current
)` as const;

/** The translation metadata of the document with id `id` (^._id, say). */
const metadataOf = <Id extends string>(id: Id) =>
  `*[_type == "translation.metadata" && ${id} in translations[].value._ref][0]` as const;

/**
 * Follows a document (or each of a list) to its translation in the page's language, or keeps it where
 * it has none: `*[_id == "x"][0]${translated}{title}`. A Spanish document's references point at
 * English documents (the Studio copies them with the rest), so its menus and blocks show the
 * Spanish translations of what they name, and the English document where there is no translation.
 */
export const translated = /* groq */ `{"translation": select(
  ${inLanguage} => @,
  coalesce(${metadataOf("^._id")}.translations[language == $language][0].value->, @)
)}.translation` as const;

// `translated` for documents that a filter finds (`_type == "agent"`), with the translation looked
// up among them, so the query's result type stays theirs: `${translationAmong}${filter}${amongEnd}`.
// The metadata is looked up once for the document, in an object around the lookup: inside the
// filter it would be looked up again for every document the filter tries, which the bundled
// dataset's evaluator (groq-js, no index) pays for in full: a Spanish page with every block took
// 11 s with 100 more posts. Typegen reads a function's literal arguments only, so a helper with a
// parameter of its own (`singleton`, `chosenOrAll`) writes the filter between these two.
export const translationAmong =
  /* groq */ `{"translation": select(${inLanguage} => @, coalesce({"ids": ${metadataOf("^._id")}.translations[language == $language].value._ref}{"found": *[` as const;
export const amongEnd = /* groq */ ` && _id in ^.ids][0]}.found, @))}.translation` as const;

/** `translated` for documents that `filter` finds (`_type == "agent"`), typed as theirs. */
export const translatedWhere = <Filter extends string>(filter: Filter) =>
  `${translationAmong}${filter}${amongEnd}` as const;

/** Each language's translation of the document in scope, with its address: the page's alternates (hreflang). */
export const translationsFragment = /* groq */ `"translations": coalesce(
  ${metadataOf("^._id")}.translations[].value->{"language": ${languageOf}, "path": ${documentAddress}},
  [{"language": ${languageOf}, "path": ${documentAddress}}]
)` as const;

/** A published singleton by its fixed id, which equals its type name, in the page's language. */
export const singleton = <Type extends string>(type: Type) =>
  `*[_type == "${type}" && _id == "${type}"][0]${translationAmong}_type == "${type}"${amongEnd}` as const;

/** Every document of a type, in its display order (`order`), in the page's language. */
export const allInOrder = <Type extends string>(type: Type) =>
  `*[_type == "${type}" && ${isOriginal}] | order(order asc)${translationAmong}_type == "${type}"${amongEnd}` as const;

/** The agents with a page, in their display order, as written in English. */
export const originalAgentsInOrder =
  /* groq */ `*[_type == "agent" && defined(slug.current) && ${isOriginal}] | order(order asc)` as const;

/** The agents a visitor can reach, in their display order, in the page's language. */
export const agentsInOrder =
  /* groq */ `${originalAgentsInOrder}${translatedWhere(`_type == "agent"`)}` as const;

// Objects

export const ctaFragment = /* groq */ `{label, href}`;

/** The agents overview: the page built from blocks at /agents (its title heads the agent pages' trail). */
export const agentsOverviewPage =
  /* groq */ `*[_type == "page" && ${documentAddress} == "${AGENTS_PATH}"][0]${translatedWhere(`_type == "page"`)}` as const;

/** The first section a page built from blocks shows. */
const firstSection = /* groq */ `sections[hidden != true][0]` as const;

/** A page's main heading: its opening hero's headline, else its title (the banner's). */
export const pageHeading =
  /* groq */ `coalesce(select(${firstSection}._type == "hero" => ${firstSection}.headline), title)` as const;

/** A page's summary: its intro, else its opening hero's text. */
export const pageText =
  /* groq */ `coalesce(intro, select(${firstSection}._type == "hero" => ${firstSection}.text))` as const;

/**
 * A menu link as every menu reads it, whatever it leads to: `href` is the address of the
 * document it refers to (null when that is deleted or unpublished), else its written URL,
 * which the site still checks with `safeHref` before it renders it.
 */
export const menuLinkFragment = /* groq */ `{
  _key, _type, label,
  "href": select(defined(page) => page->${translated}{"href": ${documentAddress}}.href, url)
}` as const;

/** The links of a list of menu links, those that lead nowhere left out. */
export const menuLinks = <Field extends string>(field: Field) =>
  `${field}[_type == "menuLink"]${menuLinkFragment}[defined(href)]` as const;

/**
 * A redirect (schemas/documents/redirect.ts), its destination worked out as a menu link's is:
 * the address of the document it refers to (null while that has none), else the address
 * written. A redirect is permanent unless it says otherwise.
 */
export const redirectFragment = /* groq */ `{
  _id, _type, from,
  "to": select(defined(to) => to->{"href": ${documentAddress}}.href, toUrl),
  "permanent": permanent != false
}` as const;

/** The AI Agents dropdown's place in a menu; its links are the agents (`agentLinkFragment`). */
export const agentsMenuFragment = /* groq */ `{_key, _type, label, allAgentsLabel}`;

/** A footer column of chosen links. */
export const menuColumnFragment = /* groq */ `{_key, _type, title, "links": ${menuLinks("links")}}` as const;

/** A footer column that lists the agents (`agentLinkFragment`). */
export const agentsColumnFragment = /* groq */ `{_key, _type, title}`;

export const seoFragment = /* groq */ `{title, description, image{asset, hotspot, crop}, noIndex}`;

export const statFragment = /* groq */ `{_key, value, label}`;

export const optionFragment = /* groq */ `{_key, value, label}`;

/**
 * A form made in the content (schemas/documents/form.ts), as a page shows it: a reference to
 * it, in the page's language, with the addresses of the pages it links to.
 */
export const formFragment = /* groq */ `form->${translated}{
  title, formId, delivery, submitLabel, submittingLabel, successMessage, successSeconds, after,
  "afterHref": afterPage->${translated}{"href": ${documentAddress}}.href,
  fields[]{
    _key, kind, name, label, help, required, autocomplete, besidePrevious, pattern, patternMessage,
    placeholder, options[]${optionFragment},
    "legalPage": legalPage->${translated}{title, "href": ${documentAddress}}
  }
}` as const;

export const featureCardFragment = /* groq */ `{_key, icon, title, description}`;

export const capabilityFragment = /* groq */ `{_key, icon, title, description, features}`;

export const planFragment = /* groq */ `{_key, planId, name, price, period, features, popular}`;

/** A plan's quota: a limit (or `unlimited`), what it counts (`unit`), whether it resets each billing period. */
export const quotaFragment = /* groq */ `{unlimited, limit, unit, perPeriod}`;

export const socialLinkFragment = /* groq */ `{_key, network, label, url}`;

export const demoFormFragment = /* groq */ `{
  title, description, submitLabel, successMessage,
  fields[]{_key, name, label, kind, placeholder, options}
}`;

export const galleryBreakpointFragment = /* groq */ `{_key, minWidth, slidesPerView}`;

/**
 * An image's blurred placeholder, in the projection of an image field (or of an object holding
 * an image's `asset`, as a post body's image): the asset's `metadata.lqip`, left out for an
 * image with transparent parts, which would let the placeholder show through once it has loaded.
 */
export const imagePlaceholder = /* groq */ `"lqip": select(asset->metadata.isOpaque != false => asset->metadata.lqip)`;

/** An image field with its alternative text (schemas/lib/fields.ts's imageField) and placeholder. */
export const imageFragment = /* groq */ `{asset, hotspot, crop, alt, ${imagePlaceholder}}`;

export const galleryItemFragment = /* groq */ `{_key, link, image${imageFragment}}`;

// Documents

/** An agent as menus and footers link to it. */
export const agentLinkFragment = /* groq */ `{_id, _type, language, name, "slug": slug.current, icon}`;

/** An agent as its card shows it (home, /agents). */
export const agentCardFragment = /* groq */ `{
  _id, _type, language, name, "slug": slug.current, icon, cardDescription, bestFor, capabilities,
  "fromPrice": math::min(plans[].price),
  "fromPeriod": plans[defined(price)] | order(price asc)[0].period
}`;

/** An agent as its own page shows it. */
export const agentPageFragment = /* groq */ `{
  _id, _type, language, name, "slug": slug.current, icon, cardDescription, heroTagline, heroText,
  stats[]${statFragment},
  overviewCards[]${featureCardFragment},
  capabilityCards[]${capabilityFragment},
  plans[]${planFragment},
  useCases[]${featureCardFragment},
  demoForm${demoFormFragment},
  seo${seoFragment},
  ${translationsFragment}
}` as const;

/** An agent with its plans (/pricing). */
export const agentWithPlansFragment = /* groq */ `{_id, _type, language, name, "slug": slug.current, icon, plans[]${planFragment}}`;

export const consultingServiceFragment = /* groq */ `{_id, _type, title, serviceId, icon, description, tools}`;

export const processStepFragment = /* groq */ `{_id, _type, title, order, icon, description}`;

export const caseStudyFragment = /* groq */ `{_id, _type, company, industry, keyResult{value, label}, challenge, solution, results}`;

export const servicePackageFragment = /* groq */ `{
  _id, _type, name, price, priceDetail, description, features, popular, cta${ctaFragment}
}`;

export const addOnFragment = /* groq */ `{_id, _type, name, icon, price, fromPrice, period, description}`;

// Singletons

/** The image carousel's content (schemas/singletons/gallery.ts). */
export const galleryFragment = /* groq */ `{
  _id, _type, title, autoplayDelay, loop, pauseLabel, playLabel,
  breakpoints[]${galleryBreakpointFragment}, items[]${galleryItemFragment}
}`;

// The blog (schemas/documents/post.ts, author.ts, category.ts)

/**
 * The posts a visitor can reach in the page's language: every post in it with an address. A
 * language's blog is its own posts (a Spanish translation, or a post written in Spanish only); the
 * categories and authors are shared by every language.
 */
export const visiblePost = /* groq */ `_type == "post" && defined(slug.current) && ${inLanguage}` as const;

/**
 * A post filed under the category, or written by the author, whose id `id` gives (^._id, say).
 * Read from the post's two fields: `references()` walks the whole document, body included, and
 * on a 1,000-post dataset groq-js spent most of a build in it.
 */
export const postOf = <Id extends string>(id: Id) =>
  /* groq */ `(${id} in categories[]._ref || ${id} in authors[]._ref)` as const;

/** The blog's order, newest first; posts of the same moment by id, so every list agrees. */
export const newestFirst = /* groq */ `order(publishedAt desc, _id asc)` as const;

/** A category as post cards and posts name it. */
export const categoryLinkFragment = /* groq */ `{_id, _type, title, "slug": slug.current}` as const;

/** An author as post cards and posts name them. */
export const authorLinkFragment = /* groq */ `{_id, _type, name, "slug": slug.current}` as const;

/** An author as their card (end of a post) and their page show them. */
export const authorFragment = /* groq */ `{
  _id, _type, name, "slug": slug.current, role, photo${imageFragment}, bio, links[]${socialLinkFragment}
}` as const;

/**
 * A post as its card shows it (lists, related posts, the Latest insights block), with the
 * words of its body counted for the reading time.
 */
export const postCardFragment = /* groq */ `{
  _id, _type, language, title, "slug": slug.current, excerpt, publishedAt, coverImage${imageFragment},
  "authors": authors[]->${authorLinkFragment},
  "categories": categories[]->${categoryLinkFragment},
  "words": count(string::split(pt::text(body[_type == "block"]), " "))
}` as const;

/** A post as its neighbours link to it (previous and next). */
export const postLinkFragment = /* groq */ `{_id, _type, language, title, "slug": slug.current}` as const;

/** The blog's labels (schemas/singletons/insightsPage.ts). */
export const insightsLabelsFragment = /* groq */ `{
  _id, _type, title, intro, pageLabel, ofLabel, newerLabel, olderLabel, paginationLabel, emptyText,
  authorEyebrow, categoryEyebrow, readingTimeLabel, byLabel, contentsLabel, aboutAuthorLabel,
  authorPostsLabel, relatedLabel, previousLabel, nextLabel, shareLabel, copyLinkLabel, copiedLabel, copyFailedLabel,
  emailShareLabel, seo${seoFragment}
}` as const;

/** The blog's addresses in the page's language: its posts, and the categories and authors with their count of its posts. */
export const blogSlugsFields = /* groq */ `
  "posts": *[${visiblePost}] | ${newestFirst}.slug.current,
  "categories": *[_type == "category" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current, "posts": count(*[${visiblePost} && ${postOf("^._id")}])
  },
  "authors": *[_type == "author" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current, "posts": count(*[${visiblePost} && ${postOf("^._id")}])
  }` as const;
