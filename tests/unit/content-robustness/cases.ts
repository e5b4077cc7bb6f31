// "Content cannot break the site": every page renders, without an error boundary or a
// console.error, with the bundled dataset and with each optional top-level field of the
// documents that feed it removed in turn (and each array field emptied). The page's real
// GROQ queries run with groq-js on the modified dataset, as the build-time loaders do, and
// the real route modules render inside their layout under a root route with the root data
// (./render.tsx). Each group of documents below has its test file, so that both workers share
// the cases.
import { docLabel, variantsOf, type Variant } from "./dataset";
import {
  AGENT_ID,
  AUTHOR_ID,
  CATEGORY_ID,
  EVERY_BLOCK_ID,
  POST_ID,
  pages,
  type Anchor,
  type Page,
} from "./pages";

/** Each document that feeds a page (one agent, one of each list type, every singleton) and its
 * pages, by the test file that varies it (`<group>.test.tsx` in this folder). */
export const subjects = {
  agents: [
    { docId: AGENT_ID, pages: [pages.agent, pages.home, pages.agents, pages.pricing] },
    // Tab and plan labels on agent pages and cards.
    { docId: "agentsPage", pages: [pages.agents, pages.agent, pages.home, pages.pricing] },
  ],
  "listed-documents": [
    { docId: "consultingService-marketing-automation", pages: [pages.home] },
    { docId: "processStep-1", pages: [pages.home] },
    { docId: "caseStudy-brightcart", pages: [pages.home] },
    { docId: "servicePackage-strategy-planning", pages: [pages.pricing] },
    { docId: "addOn-ongoing-support-maintenance", pages: [pages.pricing] },
  ],
  "legal-pages": [
    { docId: "legal-terms-conditions", pages: [pages.terms] },
    { docId: "legal-privacy-policy", pages: [pages.privacy] },
    { docId: "gallery", pages: [pages.terms] },
  ],
  // The layout: navbar and footer with their menus (site layout), agent top bar and its menu, and
  // the pages that show contact details.
  "site-settings": [{ docId: "siteSettings", pages: [pages.home, pages.agent, pages.contact, pages.signIn] }],
  "every-block-page": [{ docId: EVERY_BLOCK_ID, pages: [pages.everyBlock] }],
  "built-pages": [
    { docId: "page-home", pages: [pages.home] },
    { docId: "page-agents", pages: [pages.agents] },
    { docId: "page-about-us", pages: [pages.aboutUs] },
    { docId: "page-contact", pages: [pages.contact] },
    { docId: "page-pricing", pages: [pages.pricing] },
  ],
  // The lead forms' form documents, which the home and contact pages' lead form sections refer to.
  "lead-forms": [
    { docId: "form-home-contact", pages: [pages.home] },
    { docId: "form-contact-page", pages: [pages.contact] },
  ],
  "not-found-page": [{ docId: "notFoundPage", pages: [pages.notFound, pages.goneAgent] }],
  "client-area": [
    { docId: "accountPages", pages: [pages.signIn, pages.signUp, pages.forgotPassword] },
    {
      docId: "dashboardPage",
      pages: [
        pages.dashboard,
        pages.dashboardAgents,
        pages.dashboardRuns,
        pages.dashboardRun,
        pages.dashboardWorkflows,
        pages.dashboardSettings,
      ],
    },
  ],
  // The blog: a post with every kind of body member, an author and a category of it, the labels.
  blog: [
    { docId: POST_ID, pages: [pages.post, pages.insights, pages.category, pages.author] },
    { docId: AUTHOR_ID, pages: [pages.author, pages.post] },
    { docId: CATEGORY_ID, pages: [pages.category, pages.post] },
    { docId: "insightsPage", pages: [pages.insights, pages.category, pages.author, pages.post] },
  ],
} satisfies Record<string, { docId: string; pages: Page[] }[]>;

export type Subject = keyof typeof subjects;

export type Case = { name: string; page: Page; variant: Variant | null };

/** Every page on the bundled dataset. */
export const bundledCases = Object.values(pages).map((page): Case => ({
  name: `bundled dataset on ${page.url}`,
  page,
  variant: null,
}));

/** Each variant of each document of `subject`, on each page it feeds. */
export const casesOf = (subject: Subject): Case[] =>
  subjects[subject].flatMap(({ docId, pages: fed }) =>
    variantsOf(docId).flatMap((variant) =>
      fed.map((page): Case => ({
        name: `${docLabel(docId)} ${variant.change} ${variant.field} on ${page.url}`,
        page,
        variant,
      })),
    ),
  );

export function anchorFor(page: Page, variant: Variant | null): Anchor {
  const removed = variant ? `${variant.docId}.${variant.field}` : null;
  const kept = page.anchors.find((candidate) => !removed || !candidate.hiddenWithout.includes(removed));
  if (!kept) throw new Error(`No anchor on ${page.url} survives ${removed}`);
  return kept;
}
