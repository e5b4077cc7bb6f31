import { expect, test } from "./support/test";
import { agents, SEED_FILE } from "./support/dataset";
import { isChangedBundledDataset } from "./support/changed-dataset";
import { SCREENSHOT, settled } from "./support/screenshot";
import { paths } from "#content/paths.ts";

// The pages a buyer compares, each compared whole with its committed screenshot at a phone's
// and a desktop's width: a change that moves a layout fails here until its references are
// refreshed on purpose (`npx playwright test looks --update-snapshots`, then look at them).
// The references are drawn from the edited copy of the bundled dataset that `npm test`
// builds from (its texts carry middle dots: "S·ign I·n"); with any other content the spec
// has nothing to compare with, and says so.

const firstAgent = () => [...agents()].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0]!;

const PAGES: { name: string; path: () => string }[] = [
  { name: "home", path: () => paths.home },
  { name: "agent-overview", path: () => paths.agent(firstAgent().slug.current) },
  { name: "agent-pricing", path: () => `${paths.agent(firstAgent().slug.current)}#pricing` },
  { name: "pricing", path: () => paths.pricing },
  { name: "contact", path: () => paths.contact },
  { name: "signup", path: () => paths.signUp },
  { name: "not-found", path: () => "/no-such-page" },
];

const sameContentAsReferences = isChangedBundledDataset(SEED_FILE);

test.beforeEach(() => {
  if (!sameContentAsReferences)
    throw new Error(
      `The committed screenshots show the edited copy of the bundled dataset, not ${SEED_FILE}: run \`npm run test:e2e\`, or leave this file out (--grep-invert "committed screenshot").`,
    );
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 }, reducedMotion: "reduce" });

    for (const { name, path } of PAGES) {
      test(`${name} looks as its committed screenshot`, async ({ page }) => {
        await page.goto(path());
        await settled(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, { ...SCREENSHOT, fullPage: true });
      });
    }
  });
}
