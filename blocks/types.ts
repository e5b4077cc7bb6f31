import type { PageQueryResult } from "#content/sanity.types.ts";

/** A section of a page as the page query returns it: one of the registry's blocks. */
export type Section = NonNullable<NonNullable<PageQueryResult["page"]>["sections"]>[number];

/** The content of one block type, by its `_type`. */
export type BlockOf<T extends Section["_type"]> = Extract<Section, { _type: T }>;

/** What every block component gets. */
export type BlockProps<T extends Section["_type"]> = {
  block: BlockOf<T>;
  /** The section's id: its anchor id, or one made from its key. */
  id: string;
  /** The first section of the page, right under the navbar: a hero is the page's <h1>. */
  atTop: boolean;
};
