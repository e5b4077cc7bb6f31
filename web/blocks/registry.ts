// Every block a page can be built from. A new block type is its folder (schema.ts, fragment.ts,
// <Name>Block.tsx, its CSS and tests; see docs/blocks.md) and its two lines here: its schema in
// `blockSchemas` and its fragment in `sectionFragment`. The Studio, typegen and the page query
// read this file; the site finds the block's component and CSS by its folder.
import { heroFragment } from "./hero/fragment";
import { heroBlock } from "./hero/schema";
import { richTextFragment } from "./rich-text/fragment";
import { richTextBlock } from "./rich-text/schema";

/** The blocks' schema types, in the order the Studio's "Add item" menu lists them. */
export const blockSchemas = [heroBlock, richTextBlock];

/** A section as the site reads it: what every block has, then its own fields by type. */
export const sectionFragment = /* groq */ `{
  _key, _type, anchorId, hidden,
  ${heroFragment},
  ${richTextFragment}
}`;
