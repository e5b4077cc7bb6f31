import { defineQuery } from "groq";

// Every GROQ query the app runs. `npm run typegen` writes their result types to
// sanity.types.ts; import the `…QueryResult` types from there.

const seoFields = /* groq */ `seo{title, description, image{asset, hotspot, crop}, noIndex}`;
const ctaFields = /* groq */ `{label, href}`;

export const agentSlugsQuery = defineQuery(
  `*[_type == "agent" && defined(slug.current)] | order(order asc).slug.current`,
);

export const siteChromeQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    siteName, tagline,
    promoBanner{text, cta${ctaFields}},
    contactEmail, contactPhone, phoneHours, address,
    socialLinks[]{_key, network, label, url},
    footerBlurb, footerCta${ctaFields}, primaryCta${ctaFields}, agentTopBarCta${ctaFields}, copyright,
    navigation, footer{servicesTitle, companyTitle, companyLinks[]{_key, label, href}}
  },
  "agents": *[_type == "agent" && defined(slug.current)] | order(order asc){
    _id, name, "slug": slug.current, icon
  },
  "agentsPageTitle": *[_type == "agentsPage" && _id == "agentsPage"][0].title
}`);

const agentCardFields = /* groq */ `
  _id, name, "slug": slug.current, icon, cardDescription, bestFor, capabilities,
  "fromPrice": math::min(plans[].price),
  "fromPeriod": plans[defined(price)] | order(price asc)[0].period
`;

export const homePageQuery = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    hero{eyebrow, headline, text, primaryCta${ctaFields}, secondaryCta${ctaFields}},
    bannerForm, servicesSection, agentsSection, processSection, caseStudiesSection, caseStudyLabels,
    contactSection, ${seoFields}
  },
  "services": *[_type == "consultingService"] | order(order asc){_id, title, serviceId, icon, description, tools},
  "agents": *[_type == "agent" && defined(slug.current)] | order(order asc){${agentCardFields}},
  "agentLabels": *[_type == "agentsPage" && _id == "agentsPage"][0]{fromLabel, learnMoreLabel, bestForLabel},
  "processSteps": *[_type == "processStep"] | order(order asc){_id, title, order, icon, description},
  "caseStudies": *[_type == "caseStudy"] | order(order asc){_id, company, industry, challenge, solution, results}
}`);

export const agentsPageQuery = defineQuery(`{
  "page": *[_type == "agentsPage" && _id == "agentsPage"][0]{title, intro, fromLabel, learnMoreLabel, bestForLabel, ${seoFields}},
  "agents": *[_type == "agent" && defined(slug.current)] | order(order asc){${agentCardFields}}
}`);

export const agentPageQuery = defineQuery(`{
  "agent": *[_type == "agent" && slug.current == $slug][0]{
    _id, name, "slug": slug.current, icon, cardDescription, heroTagline, heroText,
    stats[]{_key, value, label},
    overviewCards[]{_key, icon, title, description},
    capabilityCards[]{_key, icon, title, description, features},
    plans[]{_key, name, price, period, features, popular},
    useCases[]{_key, icon, title, description},
    demoForm{title, description, submitLabel, successMessage, fields[]{_key, name, label, kind, placeholder, options}},
    ${seoFields}
  },
  "labels": *[_type == "agentsPage" && _id == "agentsPage"][0]{
    title, tabLabels, startTrialCta${ctaFields}, watchDemoLabel, popularLabel, popularPlanButton,
    planButton, planCtaHref, demoNote, demoLinkLabel
  }
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  title, intro, mission, vision, valuesHeading, values[]{_key, icon, title, description},
  expertiseHeading, expertise[]{_key, icon, title, years, description}, cta${ctaFields}, ${seoFields}
}`);

export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  title, heroText, highlights[]{_key, value, label}, detailsTitle, detailsText, formTitle, formLabels,
  serviceOptions[]{_key, value, label}, budgetOptions[]{_key, value, label},
  timelineOptions[]{_key, value, label}, submitLabel, submittingLabel, successMessage,
  privacyNote, scheduleTitle, scheduleText, scheduleCta${ctaFields}, whyChooseUsHeading,
  whyChooseUs[]{_key, icon, title, description}, ${seoFields}
}`);

export const pricingPageQuery = defineQuery(`{
  "page": *[_type == "pricingPage" && _id == "pricingPage"][0]{
    title, intro, packagesHeading, popularLabel, addOnsHeading, agentPlansHeading, cta${ctaFields}, ${seoFields}
  },
  "packages": *[_type == "servicePackage"] | order(order asc){
    _id, name, price, priceDetail, description, features, popular, cta${ctaFields}
  },
  "addOns": *[_type == "addOn"] | order(order asc){_id, name, icon, price, fromPrice, period, description},
  "agents": *[_type == "agent" && defined(slug.current)] | order(order asc){
    _id, name, "slug": slug.current, icon, plans[]{_key, name, price, period, features, popular}
  },
  "agentLabels": *[_type == "agentsPage" && _id == "agentsPage"][0]{fromLabel, popularLabel, popularPlanButton, planButton, planCtaHref}
}`);

export const legalPageQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  title, intro, lastUpdated, lastUpdatedLabel, contentsLabel, body, jurisdiction, noticeDays, ${seoFields}
}`);

export const galleryQuery = defineQuery(`*[_type == "gallery" && _id == "gallery"][0]{
  title, autoplayDelay, loop, pauseLabel, playLabel,
  breakpoints[]{_key, minWidth, slidesPerView},
  items[]{_key, link, image{asset, hotspot, crop, alt}}
}`);

export const notFoundPageQuery = defineQuery(`*[_type == "notFoundPage" && _id == "notFoundPage"][0]{
  title, text, homeCta${ctaFields}, helpCta${ctaFields}, helpTitle, helpText, ${seoFields}
}`);

export const dashboardPageQuery = defineQuery(`*[_type == "dashboardPage" && _id == "dashboardPage"][0]{
  pageTitle, greeting, agentsCard, analyticsCard, settingsCard,
  quickStatsTitle, quickStats[]{_key, value, label}
}`);

// The account pages' texts (one singleton, one object per page).
export const signInPageQuery = defineQuery(`*[_type == "accountPages" && _id == "accountPages"][0].signIn`);
export const signUpPageQuery = defineQuery(`*[_type == "accountPages" && _id == "accountPages"][0].signUp`);
export const resetPasswordPageQuery = defineQuery(
  `*[_type == "accountPages" && _id == "accountPages"][0].resetPassword`,
);

// Every indexable page with what its sitemap entry, llms.txt line and share image need.
export const sitePagesQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{siteName, tagline},
  "home": *[_type == "homePage" && _id == "homePage"][0]{
    _updatedAt, "title": hero.headline, "text": hero.text, ${seoFields}
  },
  "agentsPage": *[_type == "agentsPage" && _id == "agentsPage"][0]{_updatedAt, title, "text": intro, fromLabel, ${seoFields}},
  "agents": *[_type == "agent" && defined(slug.current)] | order(order asc){
    _updatedAt, name, "slug": slug.current, heroTagline, cardDescription,
    "cheapestPlan": plans[defined(price)] | order(price asc)[0]{price, period},
    ${seoFields}
  },
  "about": *[_type == "aboutPage" && _id == "aboutPage"][0]{_updatedAt, title, "text": intro, ${seoFields}},
  "pricing": *[_type == "pricingPage" && _id == "pricingPage"][0]{_updatedAt, title, "text": intro, ${seoFields}},
  "contact": *[_type == "contactPage" && _id == "contactPage"][0]{_updatedAt, title, "text": heroText, ${seoFields}},
  "legal": *[_type == "legalPage" && defined(slug.current)] | order(slug.current asc){
    _updatedAt, title, "slug": slug.current, "text": intro, ${seoFields}
  }
}`);
