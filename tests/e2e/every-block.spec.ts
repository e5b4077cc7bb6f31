import { expect, test } from "./support/test";
import { untilQuiet } from "./support/quiet";
import { nuErrors } from "./support/nu-checker";
import { builtFromBlocks, type Doc } from "./support/dataset";
import { EVERY_BLOCK_SLUG } from "./support/changed-dataset";
import { SCREENSHOT, settled } from "./support/screenshot";

// The "Every block" page of the dataset holds one section of each block type: each is
// compared with its committed screenshot at a phone's and a desktop's width (refresh them
// with `npx playwright test every-block --update-snapshots` after a deliberate change of look).
// Axe checks it with one page of each template (templates.spec.ts); the Nu HTML checker checks it
// here once hydrated, and every prerendered page's HTML in tests/build/html-validity.test.ts.

const EVERY_BLOCK = EVERY_BLOCK_SLUG;
const everyBlockPage = () => {
  const doc = builtFromBlocks().find((candidate) => candidate.slug?.current === EVERY_BLOCK);
  if (!doc) throw new Error(`no page ${EVERY_BLOCK} in the dataset`);
  return doc;
};
const shownSections = () => (everyBlockPage().sections as Doc[]).filter((section) => !section.hidden);
const sectionId = (section: Doc) => section.anchorId || `section-${section._key}`;

test("the Every block page holds one section of every block type", async () => {
  const { blockSchemas } = await import("#blocks/registry.ts");
  const types = shownSections().map((section) => section._type);
  expect([...new Set(types)].sort()).toEqual(blockSchemas.map((block) => block.name).sort());
});

for (const width of [375, 1280]) {
  test.describe(`each block at ${width} px`, () => {
    // Autoplay and transitions wait for visitors who prefer reduced motion: still frames. A
    // window taller than any block: each is drawn whole, not pieced together while scrolling.
    test.use({ viewport: { width, height: 1600 }, reducedMotion: "reduce" });

    test("looks as its committed screenshot", async ({ page }) => {
      await page.goto(`/${EVERY_BLOCK}`);
      await settled(page);
      for (const section of shownSections()) {
        const block = page.locator(`[id="${sectionId(section)}"]`);
        await block.scrollIntoViewIfNeeded();
        await expect(block, `section ${section._key}`).toHaveScreenshot(
          `${section._key}-${width}.png`,
          SCREENSHOT,
        );
      }
    });
  });
}

test("the Nu HTML checker finds no error on the Every block page once hydrated", async ({ page }) => {
  await page.goto(`/${EVERY_BLOCK}`);
  await untilQuiet(page);
  expect(nuErrors({ [`hydrated-${EVERY_BLOCK}`]: await page.content() }), "Nu HTML checker errors").toEqual(
    [],
  );
});
