import { Gallery } from "#web/features/gallery/Gallery.tsx";
import type { BlockProps } from "#blocks/types.ts";

/** The gallery's image carousel (as on /terms-conditions), under this section's own title if it has one. */
export default function ImageGalleryBlock({ block, id }: BlockProps<"imageGallery">) {
  const { gallery, title } = block;
  if (!gallery) return null;
  return <Gallery id={id} content={title ? { ...gallery, title } : gallery} />;
}
