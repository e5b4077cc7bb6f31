import type { InsertMenuOptions } from "sanity";

// The pictures of the blocks in the Studio's insert menu: one per block type, captured from the
// site's every-block page by `npm run block-pictures` (docs/blocks.md), not drawn by hand. They are
// files of studio/static/, which the Studio serves at /static/.

/** A block type's picture, as a path inside studio/static/. */
export const blockPictureFile = (type: string) => `blocks/${type}.webp`;

/** Where the Studio serves a block type's picture. */
export const blockPictureUrl = (type: string) => `/static/${blockPictureFile(type)}`;

/** The sections' insert menu: a grid of the blocks' pictures first, the plain list a click away. */
export const sectionsInsertMenu: InsertMenuOptions = {
  views: [{ name: "grid", previewImageUrl: blockPictureUrl }, { name: "list" }],
};
