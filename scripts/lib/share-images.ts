import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import type { PageListing } from "../../web/features/seo/pageListings";
import { shareImagePath } from "../../web/features/seo/sitePaths";
import { contentHash, hashCache, type HashCache } from "../../web/shared/content/buildCache.server";
import { IMAGE_REF } from "../../web/shared/content/imageCrop";
import { SHARE_CARD_VERSION, renderShareCard, shareCardFonts, type CardSite } from "./share-card";
import { croppedSeoImage, type ImageSourceSettings, type SeoImage } from "./seo-share-image";

const DRAWERS = 3;

/** The bytes of a bundled SEO image (none with a Sanity project: its asset id names its content). */
async function seedImageBytes(image: SeoImage, images: ImageSourceSettings) {
  const match = IMAGE_REF.exec(image?.asset?._ref ?? "");
  if (images.projectId || !match) return "";
  const [, id, width, height, ext] = match;
  return readFile(path.join(images.seedImagesDir, `${id}-${width}x${height}.${ext}`)).catch(() => "");
}

/**
 * Writes every indexable page's share image into the build (`<outDir>/og/….png`, the path the
 * page's og:image names): its SEO image cropped to 1200×630, else its card drawn in the site's
 * look. Each is kept in `cache` under the hash of all it is drawn from (the card's texts, the
 * site's name and colours, the drawing's version and fonts; or the SEO image, its crop and file),
 * so a rebuild draws only the pages that changed. Returns the files written.
 */
export async function writeShareImages(
  pages: PageListing[],
  outDir: string,
  site: CardSite,
  images: ImageSourceSettings,
  cache: HashCache = hashCache("share-images"),
): Promise<string[]> {
  const drawing = contentHash(SHARE_CARD_VERSION, ...(await shareCardFonts()));
  const listed = pages.filter((listing) => !listing.noIndex);
  // A few at a time: one card is laid out (JavaScript) while resvg draws another (thread pool).
  return pLimit(DRAWERS).map(listed, async (page) => {
    const { projectId, dataset } = images;
    const key = contentHash(
      drawing,
      JSON.stringify({ card: page.card, site, image: page.image, projectId, dataset }),
      await seedImageBytes(page.image, images),
    );
    const png = await cache.get(
      key,
      async () => (await croppedSeoImage(page.image, images)) ?? (await renderShareCard(page.card, site)),
    );
    const file = path.join(outDir, shareImagePath(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, png);
    return file;
  });
}
