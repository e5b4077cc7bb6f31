/**
 * The kinds of picture the Studio's media library sorts assets into (sanity-plugin-media's
 * `media.tag` documents; studio/mediaLibrary.tsx). An image field names the kind it holds: the
 * library opens on that kind, and a picture picked or uploaded there is tagged with it.
 */
export const MEDIA_TAGS = ["people", "posts", "gallery", "pages", "share-images"] as const;

export type MediaTag = (typeof MEDIA_TAGS)[number];

/** The `_id` of a tag's document in the bundled dataset (the Studio names the ones it makes). */
export const mediaTagId = (tag: MediaTag) => `media-tag-${tag}`;

/** The `options` of an image field holding pictures of `kind`, with a hotspot to crop around. */
export const imageOptions = (kind: MediaTag) => ({ hotspot: true, mediaTags: [kind] });
