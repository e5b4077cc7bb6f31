// Each block type's Markdown, for the page's Markdown twin (web/files/markdownPages.server.ts).
// A new block type is its folder's markdown.ts and its line here: the type-check fails without it.
import type { BlockOf, Section } from "./types";
import type { BlockContext } from "./markdownParts";
import { heroMarkdown } from "./hero/markdown";
import { richTextMarkdown } from "./rich-text/markdown";
import { iconCardsMarkdown } from "./icon-cards/markdown";
import { statsRowMarkdown } from "./stats-row/markdown";
import { ctaBandMarkdown } from "./cta-band/markdown";
import { faqMarkdown } from "./faq/markdown";
import { agentsGridMarkdown } from "./agents-grid/markdown";
import { servicesGridMarkdown } from "./services-grid/markdown";
import { consultingPackagesMarkdown } from "./consulting-packages/markdown";
import { agentPlansMarkdown } from "./agent-plans/markdown";
import { caseStudiesMarkdown } from "./case-studies/markdown";
import { processStepsMarkdown } from "./process-steps/markdown";
import { leadFormMarkdown } from "./lead-form/markdown";
import { testimonialMarkdown } from "./testimonial/markdown";
import { imageTextMarkdown } from "./image-text/markdown";
import { imageGalleryMarkdown } from "./image-gallery/markdown";
import { latestInsightsMarkdown } from "./latest-insights/markdown";
import { formSectionMarkdown } from "./form-section/markdown";

type Render<T extends Section["_type"]> = (block: BlockOf<T>, context: BlockContext) => string;

/** How each block type reads as Markdown: its headings, texts, links, and prices as tables. */
const blockMarkdown = {
  hero: heroMarkdown,
  richText: richTextMarkdown,
  iconCards: iconCardsMarkdown,
  statsRow: statsRowMarkdown,
  ctaBand: ctaBandMarkdown,
  faq: faqMarkdown,
  agentsGrid: agentsGridMarkdown,
  servicesGrid: servicesGridMarkdown,
  consultingPackages: consultingPackagesMarkdown,
  agentPlans: agentPlansMarkdown,
  caseStudies: caseStudiesMarkdown,
  processSteps: processStepsMarkdown,
  leadForm: leadFormMarkdown,
  testimonial: testimonialMarkdown,
  imageText: imageTextMarkdown,
  imageGallery: imageGalleryMarkdown,
  latestInsights: latestInsightsMarkdown,
  formSection: formSectionMarkdown,
} satisfies { [T in Section["_type"]]: Render<T> };

/**
 * A section as Markdown, by its type. A hidden section, one of a type this does not know, or one
 * whose content is not what its type says (a malformed document) is left out: the page renders
 * what it can, and the build goes on.
 */
export function sectionMarkdown(section: unknown, context: BlockContext): string {
  if (!section || typeof section !== "object") return "";
  const { _type: type, hidden } = section as { _type?: unknown; hidden?: unknown };
  if (hidden || typeof type !== "string" || !Object.hasOwn(blockMarkdown, type)) return "";
  const render = blockMarkdown[type as Section["_type"]] as Render<Section["_type"]>;
  try {
    return render(section as Section, context);
  } catch {
    return "";
  }
}
