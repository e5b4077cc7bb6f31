import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";
import { EVERY_BLOCK_SLUG } from "./support/changed-dataset";
import { layoutShift } from "./support/layout-shift";

// The CMS images of the "Every block" page (an image beside text, a testimonial's photo, the
// logo gallery): while their files are held back, each keeps its space and shows its blurred
// placeholder; once they arrive, nothing moves.

/**
 * Each image's box within its section: sections out of view are laid out with an estimated
 * height (`content-visibility: auto`) until they near the window, which moves what follows.
 */
const boxes = (images: Locator) =>
  images.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const section = (element.closest("section") ?? document.body).getBoundingClientRect();
      return { x: box.x - section.x, y: box.y - section.y, width: box.width, height: box.height };
    }),
  );

test.use({ reducedMotion: "reduce" });

test("images keep their space and show a blurred placeholder until they load, then nothing moves", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/seed-images/**", async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(`/${EVERY_BLOCK_SLUG}`);
  // Every section laid out from the start, so a shift measured below is the images' own.
  await page.addStyleTag({ content: ".section { content-visibility: visible !important; }" });

  const images = page.locator("main img[src*='/seed-images/']");
  const count = await images.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveCSS("background-image", /^url\("data:image\/svg\+xml,/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
  }
  // The carousel moves its slides itself: the boxes of the other images are compared.
  const still = page.locator("main img[src*='/seed-images/']:not(.swiper img)");
  const before = await boxes(still);

  const released = await page.evaluate(() => performance.now());
  release();
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  expect(await boxes(still)).toEqual(before);

  // The images' arrival moves none of them (the carousel's own motion left out).
  const imageShift = await layoutShift(page, "img:not(.swiper img)", released);
  expect(imageShift).toBe(0);
});
