import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PageListing } from "../../web/features/seo/pageListings";
import { shareImagePath } from "../../web/features/seo/sitePaths";
import { renderShareCard, type CardSite } from "./share-card";
import { croppedSeoImage, type ImageSourceSettings } from "./seo-share-image";

/**
 * Writes every indexable page's share image into the build (`<outDir>/og/….png`, the path the
 * page's og:image names): its SEO image cropped to 1200×630, else its card drawn in the site's
 * look. Returns the files written.
 */
export async function writeShareImages(
  pages: PageListing[],
  outDir: string,
  site: CardSite,
  images: ImageSourceSettings,
): Promise<string[]> {
  const written: string[] = [];
  for (const page of pages.filter((listing) => !listing.noIndex)) {
    const png = (await croppedSeoImage(page.image, images)) ?? (await renderShareCard(page.card, site));
    const file = path.join(outDir, shareImagePath(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, png);
    written.push(file);
  }
  return written;
}
