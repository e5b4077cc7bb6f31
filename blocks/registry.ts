// Every block a page can be built from. A new block type is its folder (see docs/blocks.md) and
// its two lines here: its schema in `blockSchemas`, its fragment in `sectionFragment`. The Studio
// and typegen read the schemas, the page query the fragments; the site finds a block's component
// and CSS, the build its Markdown, by its folder, and blocks/registry.test.ts checks that the
// folders and this list agree.
import { heroBlock, heroFragment } from "./hero/schema";
import { richTextBlock, richTextFragment } from "./rich-text/schema";
import { iconCardsBlock, iconCardsFragment } from "./icon-cards/schema";
import { statsRowBlock, statsRowFragment } from "./stats-row/schema";
import { ctaBandBlock, ctaBandFragment } from "./cta-band/schema";
import { faqBlock, faqFragment } from "./faq/schema";
import { agentsGridBlock, agentsGridFragment } from "./agents-grid/schema";
import { servicesGridBlock, servicesGridFragment } from "./services-grid/schema";
import { consultingPackagesBlock, consultingPackagesFragment } from "./consulting-packages/schema";
import { agentPlansBlock, agentPlansFragment } from "./agent-plans/schema";
import { caseStudiesBlock, caseStudiesFragment } from "./case-studies/schema";
import { processStepsBlock, processStepsFragment } from "./process-steps/schema";
import { leadFormBlock, leadFormFragment } from "./lead-form/schema";
import { testimonialBlock, testimonialFragment } from "./testimonial/schema";
import { imageTextBlock, imageTextFragment } from "./image-text/schema";
import { imageGalleryBlock, imageGalleryFragment } from "./image-gallery/schema";
import { latestInsightsBlock, latestInsightsFragment } from "./latest-insights/schema";
import { formSectionBlock, formSectionFragment } from "./form-section/schema";

/** The blocks' schema types, in the order the Studio's "Add item" menu lists them. */
export const blockSchemas = [
  heroBlock,
  richTextBlock,
  iconCardsBlock,
  statsRowBlock,
  ctaBandBlock,
  faqBlock,
  agentsGridBlock,
  servicesGridBlock,
  consultingPackagesBlock,
  agentPlansBlock,
  caseStudiesBlock,
  processStepsBlock,
  leadFormBlock,
  testimonialBlock,
  imageTextBlock,
  imageGalleryBlock,
  latestInsightsBlock,
  formSectionBlock,
];

/**
 * A section as the site reads it: what every block has, then its own fields by type. Written
 * out, not made from `blockSchemas`: typegen reads the page query from the source, following
 * names and template literals, not a map or a join; and the schemas stay out of the site's bundle.
 */
export const sectionFragment = /* groq */ `{
  _key, _type, anchorId, hidden,
  ${heroFragment},
  ${richTextFragment},
  ${iconCardsFragment},
  ${statsRowFragment},
  ${ctaBandFragment},
  ${faqFragment},
  ${agentsGridFragment},
  ${servicesGridFragment},
  ${consultingPackagesFragment},
  ${agentPlansFragment},
  ${caseStudiesFragment},
  ${processStepsFragment},
  ${leadFormFragment},
  ${testimonialFragment},
  ${imageTextFragment},
  ${imageGalleryFragment},
  ${latestInsightsFragment},
  ${formSectionFragment}
}` as const;
