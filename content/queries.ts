import { defineQuery } from "groq";
import {
  documentAddress,
  imagePlaceholder,
  agentLinkFragment,
  agentPageFragment,
  agentsColumnFragment,
  authorFragment,
  categoryLinkFragment,
  insightsLabelsFragment,
  newestFirst,
  postOf,
  postCardFragment,
  postLinkFragment,
  visiblePost,
  blogSlugsFields,
  agentsInOrder,
  inLanguage,
  languageOf,
  isOriginal,
  originalAgentsInOrder,
  translationsFragment,
  agentsMenuFragment,
  agentsOverviewPage,
  ctaFragment,
  galleryFragment,
  menuColumnFragment,
  menuLinkFragment,
  menuLinks,
  redirectFragment,
  seoFragment,
  pageHeading,
  pageText,
  singleton,
  socialLinkFragment,
  statFragment,
  quotaFragment,
  imageFragment,
} from "./fragments";
// Relative: Sanity's typegen evaluates this module, and resolves no subpath import.
import { sectionFragment } from "../blocks/registry";
import { ctaBandFragment } from "../blocks/cta-band/schema";
import { HOME_SLUG } from "./documentPaths";

// Every GROQ query the app runs, one per page, composed from the fragments of ./fragments.ts.
// `npm run typegen` writes their result types to sanity.types.ts; components use the named
// aliases of ./contentTypes.ts.

/**
 * What has an address of its own (content/sitePages.ts): the agents, the pages built from blocks,
 * the blog, the redirects and the other sites they may lead to (Site settings), in English (at
 * unprefixed addresses; run with $language "en", the blog's language). The build, the Studio's
 * redirect check and content:validate read it.
 */
export const contentSlugsQuery = defineQuery(`{
  "agents": ${originalAgentsInOrder}.slug.current,${blogSlugsFields},
  "pages": *[_type == "page" && defined(slug.current) && ${isOriginal}] | order(slug.current asc).slug.current,
  "redirects": *[_type == "redirect" && defined(from)] | order(from asc)${redirectFragment},
  "redirectHosts": *[_type == "siteSettings" && _id == "siteSettings"][0].redirectHosts
}`);

/** The blog of a language ($language) other than English, whose addresses are under its prefix. */
export const blogSlugsQuery = defineQuery(`{${blogSlugsFields}}`);

/** The translations in other languages with an address of their own (under /es): each language's pages. */
export const translatedSlugsQuery = defineQuery(`*[
  _type in ["agent", "page", "legalPage"] && defined(slug.current) && !(${isOriginal})
] | order(order asc, slug.current asc){_type, language, "slug": slug.current}`);

/**
 * The Studio's check of a redirect being edited (schemas/documents/redirect.ts): the content
 * above, and the redirect as it stands in the form ($redirect), resolved the same way.
 */
export const redirectCheckQuery = defineQuery(`{
  "content": ${contentSlugsQuery},
  "current": $redirect${redirectFragment}
}`);

/** The page built from blocks at the address $path, and the pages above it (solutions for /solutions/ecommerce). */
export const pageQuery = defineQuery(`{
  "page": *[_type == "page" && ${documentAddress} == $path][0]{
    _id, _type, language, title, "slug": slug.current, "heading": ${pageHeading}, intro, "text": ${pageText}, highlights[]${statFragment},
    sections[]${sectionFragment}, seo${seoFragment}, ${translationsFragment}
  },
  "parents": *[_type == "page" && ${inLanguage} && slug.current != "${HOME_SLUG}" && string::startsWith($path, ${documentAddress} + "/")]{
    title, "slug": slug.current, "path": ${documentAddress}
  }
}`);

/** The site's name alone, for a page title made in the browser (web/routes/not-found/publishedSince.ts). */
export const siteNameQuery = defineQuery(`${singleton("siteSettings")}.siteName`);

export const rootQuery = defineQuery(`{
  "settings": ${singleton("siteSettings")}{
    _id, _type, siteName, tagline,
    promoBanner{text, cta${ctaFragment}},
    contactEmail, contactPhone, phoneHours, address,
    socialLinks[]${socialLinkFragment},
    footerBlurb, footerCtaTitle, footerCtaText, footerCta${ctaFragment}, primaryCta${ctaFragment}, agentTopBarCta${ctaFragment}, copyright,
    consent{title, text, acceptLabel, rejectLabel, privacyLinkLabel, settingsLabel},
    navigation,
    "mainMenu": mainMenu[]{
      _type == "menuLink" => ${menuLinkFragment},
      _type == "agentsMenu" => ${agentsMenuFragment}
    }[_type != "menuLink" || defined(href)],
    "agentTopBarMenu": ${menuLinks("agentTopBarMenu")},
    "footerColumns": footerColumns[]{
      _type == "menuColumn" => ${menuColumnFragment},
      _type == "agentsColumn" => ${agentsColumnFragment}
    }
  },
  "agents": ${agentsInOrder}${agentLinkFragment},
  "homeLanguages": *[_type == "page" && slug.current == "${HOME_SLUG}"]{"language": ${languageOf}}.language,
  "languageOffers": *[_type == "siteSettings" && defined(languageOffer)]{
    "language": ${languageOf}, ...languageOffer{pageText, siteText, acceptLabel, declineLabel}
  },
  "language": $language
}`);

// What an agent page and the dashboard say about starting a free trial (agentsPage).
const trialTexts = /* groq */ `trialStartingLabel, trialExistsText, trialDashboardLinkLabel, trialFailedText, trialRetryLabel`;

export const agentPageQuery = defineQuery(`{
  "agent": *[_type == "agent" && slug.current == $slug && ${inLanguage}][0]${agentPageFragment},
  "labels": ${singleton("agentsPage")}{
    _id, _type, "title": ${agentsOverviewPage}.title, fromLabel, tabLabels, startTrialCta${ctaFragment}, watchDemoLabel, popularLabel, popularPlanButton,
    planButton, planCtaHref, demoNote, demoLinkLabel, ${trialTexts}
  }
}`);

export const legalPageQuery =
  defineQuery(`*[_type == "legalPage" && slug.current == $slug && ${inLanguage}][0]{
  _id, _type, title, intro, lastUpdated, lastUpdatedLabel, contentsLabel, body, jurisdiction, noticeDays, seo${seoFragment},
  ${translationsFragment}
}`);

export const galleryQuery = defineQuery(`${singleton("gallery")}${galleryFragment}`);

export const notFoundPageQuery = defineQuery(`${singleton("notFoundPage")}{
  _id, _type, title, text, homeCta${ctaFragment}, helpCta${ctaFragment}, helpTitle, helpText, helpLinkLabel, seo${seoFragment}
}`);

export const dashboardPageQuery = defineQuery(`${singleton("dashboardPage")}{
  _id, _type, pageTitle, greeting, overviewCards, trialInvitation, navigation, agentsCard, workflowsCard, analyticsCard, loadStates, settingsCard,
  quickStatsTitle, customerStats, platformStatsTitle, quickStats[]${statFragment},
  attention,
  refusals,
  refreshTexts,
  runsArea,
  "trialTexts": ${singleton("agentsPage")}{_id, _type, ${trialTexts}},
  "agents": ${agentsInOrder}{_id, name, "slug": slug.current, plans[]{name, planId, price, period, quota${quotaFragment}}},
  planArea,
  billingArea,
  usageHistory,
  notifications
}`);

// The account pages' texts (one singleton, one object per page).
export const signInPageQuery = defineQuery(`${singleton("accountPages")}.signIn`);
export const signUpPageQuery = defineQuery(`${singleton("accountPages")}.signUp`);
export const resetPasswordPageQuery = defineQuery(`${singleton("accountPages")}.resetPassword`);

// Every indexable page in $language with what its sitemap entry, llms.txt line and share image
// need, and its translations in the other languages (the sitemap's alternates).
export const sitePagesQuery = defineQuery(`{
  "settings": ${singleton("siteSettings")}{_id, _type, siteName, tagline},
  "agentsTitle": ${agentsOverviewPage}.title,
  "fromLabel": ${singleton("agentsPage")}.fromLabel,
  "agents": *[_type == "agent" && defined(slug.current) && ${inLanguage}] | order(order asc){
    _id, _type, _updatedAt, name, "slug": slug.current, heroTagline, cardDescription,
    plans[]{price, period},
    seo${seoFragment}, ${translationsFragment}
  },
  "legal": *[_type == "legalPage" && defined(slug.current) && ${inLanguage}] | order(slug.current asc){
    _id, _type, _updatedAt, title, "slug": slug.current, "text": intro, seo${seoFragment}, ${translationsFragment}
  },
  "pages": *[_type == "page" && defined(slug.current) && ${inLanguage}] | order(slug.current asc){
    _id, _type, _updatedAt, "title": ${pageHeading}, "slug": slug.current, "text": ${pageText}, seo${seoFragment},
    ${translationsFragment}
  },
  "insights": ${singleton("insightsPage")}{_id, _type, _updatedAt, title, intro, pageLabel, ofLabel, byLabel, seo${seoFragment}},
  "posts": *[${visiblePost}] | ${newestFirst}{
    _id, _type, _updatedAt, title, "slug": slug.current, "text": excerpt, publishedAt,
    "authors": authors[]->name, seo${seoFragment}, ${translationsFragment}
  },
  "categories": *[_type == "category" && defined(slug.current)] | order(slug.current asc){
    _id, _type, _updatedAt, title, "slug": slug.current, "text": description,
    "postCount": count(*[${visiblePost} && ${postOf("^._id")}]),
    "lastPost": *[${visiblePost} && ${postOf("^._id")}] | order(_updatedAt desc)[0]._updatedAt
  },
  "authors": *[_type == "author" && defined(slug.current)] | order(slug.current asc){
    _id, _type, _updatedAt, "title": name, "slug": slug.current, "text": bio,
    "postCount": count(*[${visiblePost} && ${postOf("^._id")}]),
    "lastPost": *[${visiblePost} && ${postOf("^._id")}] | order(_updatedAt desc)[0]._updatedAt
  }
}`);

// The blog. A list is every post, or a category's ($category) or an author's ($author), newest
// first, one page of it ($start...$end, 12 a page); the others are null.

/** The posts of a list in scope, newest first. */
// The category's or author's id is looked up once (`scope`), not again for every post: groq-js
// has no index, and a lookup per post made a page of a 1,000-post list take half a minute.
const listedPosts =
  /* groq */ `*[${visiblePost} && (^.scope == "all" || ${postOf("^.scope")})] | ${newestFirst}` as const;

/** One page of a post list, with its size, the category or author it is of, and the labels. */
export const postListQuery = defineQuery(`{
  "scope": select(
    $category != null => *[_type == "category" && slug.current == $category][0]._id,
    $author != null => *[_type == "author" && slug.current == $author][0]._id,
    "all"
  )
}{
  "posts": ${listedPosts}[$start...$end]${postCardFragment},
  "total": count(${listedPosts}),
  "category": *[_type == "category" && slug.current == $category][0]{
    _id, _type, _updatedAt, title, "slug": slug.current, description
  },
  "author": *[_type == "author" && slug.current == $author][0]${authorFragment},
  "labels": ${singleton("insightsPage")}${insightsLabelsFragment}
}`);

/** A post in the blog's order: those after it are older. */
const olderThan =
  /* groq */ `(publishedAt < ^.publishedAt || (publishedAt == ^.publishedAt && _id > ^._id))` as const;
const newerThan =
  /* groq */ `(publishedAt > ^.publishedAt || (publishedAt == ^.publishedAt && _id < ^._id))` as const;

/**
 * A post with its body, its authors in full, the posts beside it in the blog's order, and
 * the candidates for its related posts: the newest of its categories, then the newest of all
 * (relatedPosts in web/features/insights/postBody.ts picks three).
 */
export const postPageQuery = defineQuery(`{
  "post": *[${visiblePost} && slug.current == $slug][0]{
    _id, _type, _updatedAt, language, title, "slug": slug.current, excerpt, publishedAt, coverImage${imageFragment},
    "authors": authors[]->${authorFragment},
    "categories": categories[]->${categoryLinkFragment},
    body[]{
      ...,
      _type == "postImage" => {_key, _type, asset, hotspot, crop, alt, caption, ${imagePlaceholder}},
      ${ctaBandFragment}
    },
    seo${seoFragment},
    "words": count(string::split(pt::text(body[_type == "block"]), " ")),
    "older": *[${visiblePost} && ${olderThan}] | ${newestFirst}[0]${postLinkFragment},
    "newer": *[${visiblePost} && ${newerThan}] | order(publishedAt asc, _id desc)[0]${postLinkFragment},
    "sameCategory": *[${visiblePost} && _id != ^._id && count(categories[_ref in ^.^.categories[]._ref]) > 0] | ${newestFirst}[0...3]${postCardFragment},
    "newest": *[${visiblePost} && _id != ^._id] | ${newestFirst}[0...3]${postCardFragment},
    ${translationsFragment}
  },
  "labels": ${singleton("insightsPage")}${insightsLabelsFragment}
}`);

/**
 * The blog's RSS feeds (web/files/feedFiles.server.ts): every post search engines may list, newest
 * first, with its authors and categories; the feeds' names and texts. One pass over the posts:
 * a feed per category is a filter of this list, so a thousand posts stay quick to write.
 */
export const feedQuery = defineQuery(`{
  "siteName": ${singleton("siteSettings")}.siteName,
  "insights": ${singleton("insightsPage")}{_updatedAt, title, intro, seo${seoFragment}},
  "categories": *[_type == "category" && defined(slug.current)]{_updatedAt, title, "slug": slug.current, description},
  "posts": *[${visiblePost} && seo.noIndex != true] | ${newestFirst}{
    _id, _updatedAt, title, "slug": slug.current, excerpt, publishedAt,
    "authors": authors[]->name,
    "categories": categories[]->${categoryLinkFragment}
  }
}`);
