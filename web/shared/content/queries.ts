import { defineQuery } from "groq";
import {
  agentLinkFragment,
  agentPageFragment,
  agentsColumnFragment,
  agentsInOrder,
  agentsMenuFragment,
  agentsOverviewPage,
  ctaFragment,
  galleryFragment,
  menuColumnFragment,
  menuLinkFragment,
  menuLinks,
  redirectFragment,
  seoFragment,
  pageAddress,
  pageHeading,
  pageText,
  singleton,
  socialLinkFragment,
  statFragment,
} from "./fragments";
// Relative: the registry is also the Studio's, which has no ~ alias.
import { sectionFragment } from "../../blocks/registry";
import { HOME_SLUG } from "../paths";

// Every GROQ query the app runs, one per page, composed from the fragments of ./fragments.ts.
// `npm run typegen` writes their result types to sanity.types.ts; components use the named
// aliases of ./contentTypes.ts.

/**
 * What has an address of its own (web/sitePages.ts): the agents, the pages built from blocks
 * and the redirects. The build, the Studio's redirect check and content:validate read it.
 */
export const contentSlugsQuery = defineQuery(`{
  "agents": ${agentsInOrder}.slug.current,
  "pages": *[_type == "page" && defined(slug.current)] | order(slug.current asc).slug.current,
  "redirects": *[_type == "redirect" && defined(from)] | order(from asc)${redirectFragment}
}`);

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
  "page": *[_type == "page" && ${pageAddress} == $path][0]{
    _id, _type, title, "slug": slug.current, "heading": ${pageHeading}, intro, highlights[]${statFragment},
    sections[]${sectionFragment}, seo${seoFragment}
  },
  "parents": *[_type == "page" && slug.current != "${HOME_SLUG}" && string::startsWith($path, "/" + slug.current + "/")]{
    title, "slug": slug.current
  }
}`);

export const siteChromeQuery = defineQuery(`{
  "settings": ${singleton("siteSettings")}{
    _id, _type, siteName, tagline,
    promoBanner{text, cta${ctaFragment}},
    contactEmail, contactPhone, phoneHours, address,
    socialLinks[]${socialLinkFragment},
    footerBlurb, footerCtaTitle, footerCtaText, footerCta${ctaFragment}, primaryCta${ctaFragment}, agentTopBarCta${ctaFragment}, copyright,
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
  "agents": ${agentsInOrder}${agentLinkFragment}
}`);

export const agentPageQuery = defineQuery(`{
  "agent": *[_type == "agent" && slug.current == $slug][0]${agentPageFragment},
  "labels": ${singleton("agentsPage")}{
    _id, _type, "title": ${agentsOverviewPage}.title, tabLabels, startTrialCta${ctaFragment}, watchDemoLabel, popularLabel, popularPlanButton,
    planButton, planCtaHref, demoNote, demoLinkLabel
  }
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  _id, _type, title, intro, lastUpdated, lastUpdatedLabel, contentsLabel, body, jurisdiction, noticeDays, seo${seoFragment}
}`);

export const galleryQuery = defineQuery(`${singleton("gallery")}${galleryFragment}`);

export const notFoundPageQuery = defineQuery(`${singleton("notFoundPage")}{
  _id, _type, title, text, homeCta${ctaFragment}, helpCta${ctaFragment}, helpTitle, helpText, helpLinkLabel, seo${seoFragment}
}`);

export const dashboardPageQuery = defineQuery(`${singleton("dashboardPage")}{
  _id, _type, pageTitle, greeting, agentsCard, analyticsCard, settingsCard,
  quickStatsTitle, quickStats[]${statFragment}
}`);

// The account pages' texts (one singleton, one object per page).
export const signInPageQuery = defineQuery(`${singleton("accountPages")}.signIn`);
export const signUpPageQuery = defineQuery(`${singleton("accountPages")}.signUp`);
export const resetPasswordPageQuery = defineQuery(`${singleton("accountPages")}.resetPassword`);

// Every indexable page with what its sitemap entry, llms.txt line and share image need.
export const sitePagesQuery = defineQuery(`{
  "settings": ${singleton("siteSettings")}{_id, _type, siteName, tagline},
  "agentsTitle": ${agentsOverviewPage}.title,
  "fromLabel": ${singleton("agentsPage")}.fromLabel,
  "agents": ${agentsInOrder}{
    _id, _type, _updatedAt, name, "slug": slug.current, heroTagline, cardDescription,
    "cheapestPlan": plans[defined(price)] | order(price asc)[0]{price, period},
    seo${seoFragment}
  },
  "legal": *[_type == "legalPage" && defined(slug.current)] | order(slug.current asc){
    _id, _type, _updatedAt, title, "slug": slug.current, "text": intro, seo${seoFragment}
  },
  "pages": *[_type == "page" && defined(slug.current)] | order(slug.current asc){
    _id, _type, _updatedAt, "title": ${pageHeading}, "slug": slug.current, "text": ${pageText}, seo${seoFragment}
  }
}`);
