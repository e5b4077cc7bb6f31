// Every block a page can be built from. A new block type is its folder (schema.ts, fragment.ts,
// <Name>Block.tsx, markdown.ts, its CSS and tests; see docs/blocks.md), its two lines here: its
// schema in `blockSchemas` and its fragment in `sectionFragment`, and its line in
// blocks/markdown.ts. The Studio, typegen and the page query read this file; the site finds the
// block's component and CSS by its folder.
import { heroFragment } from "./hero/fragment";
import { heroBlock } from "./hero/schema";
import { richTextFragment } from "./rich-text/fragment";
import { richTextBlock } from "./rich-text/schema";
import { iconCardsFragment } from "./icon-cards/fragment";
import { iconCardsBlock } from "./icon-cards/schema";
import { statsRowFragment } from "./stats-row/fragment";
import { statsRowBlock } from "./stats-row/schema";
import { ctaBandFragment } from "./cta-band/fragment";
import { ctaBandBlock } from "./cta-band/schema";
import { faqFragment } from "./faq/fragment";
import { faqBlock } from "./faq/schema";
import { agentsGridFragment } from "./agents-grid/fragment";
import { agentsGridBlock } from "./agents-grid/schema";
import { servicesGridFragment } from "./services-grid/fragment";
import { servicesGridBlock } from "./services-grid/schema";
import { consultingPackagesFragment } from "./consulting-packages/fragment";
import { consultingPackagesBlock } from "./consulting-packages/schema";
import { agentPlansFragment } from "./agent-plans/fragment";
import { agentPlansBlock } from "./agent-plans/schema";
import { caseStudiesFragment } from "./case-studies/fragment";
import { caseStudiesBlock } from "./case-studies/schema";
import { processStepsFragment } from "./process-steps/fragment";
import { processStepsBlock } from "./process-steps/schema";
import { leadFormFragment } from "./lead-form/fragment";
import { leadFormBlock } from "./lead-form/schema";
import { testimonialFragment } from "./testimonial/fragment";
import { testimonialBlock } from "./testimonial/schema";
import { imageTextFragment } from "./image-text/fragment";
import { imageTextBlock } from "./image-text/schema";
import { imageGalleryFragment } from "./image-gallery/fragment";
import { imageGalleryBlock } from "./image-gallery/schema";
import { latestInsightsFragment } from "./latest-insights/fragment";
import { latestInsightsBlock } from "./latest-insights/schema";
import { formSectionFragment } from "./form-section/fragment";
import { formSectionBlock } from "./form-section/schema";

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

/** A section as the site reads it: what every block has, then its own fields by type. */
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
