import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { agents, posts } from "./support/dataset";
import { paths } from "#content/paths.ts";
import { FONT_CACHED_KEY } from "#web/shared/privacy/storageKeys.ts";
import { INTER_MARK } from "#web/shared/styles/fontSwitch.ts";

// A first visit's page is drawn in Inter's metric-matched fallback and never asks for Inter
// before its load; Inter is fetched then, and drawn from the next page on
// (web/shared/styles/fontSwitch.ts, useInterFromNextPage.ts). A page drawn in the fallback
// looks as the same page in Inter: at a phone's width, each h1 and h2 of a page is drawn in
// both, here in the fallback this machine has (DejaVu Sans, given Inter's metrics by
// web/shared/styles/fonts.ts), and must break into the same lines, with the same height.

// A first visit: a context of each test's own, its HTTP cache empty.
test.use({ freshContext: true });

/**
 * The headings no fallback computed by Capsize breaks as Inter does (docs/performance.md): the
 * home page's headline of the edited dataset, whose middle dots ("S·cale Y·our B·usiness") are
 * wider in Inter than in DejaVu Sans: its first line is 350.5 px in Inter, 341.3 px in the
 * fallback, at 343 px, so Inter draws it on 4 lines and the fallback on 3 (the bundled text,
 * without the dots, breaks alike at 360, 375, 390 and 412 px). Listed, so that a new one, or
 * this one mended, fails.
 */
const KNOWN_DIFFERENCES: Record<string, string[]> = {
  [paths.home]: ["S·cale Y·our B·usiness w·ith I·ntelligent A·utomation a·nd A·I"],
};

const firstAgent = () => [...agents()].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0]!;

const PAGES = [
  () => paths.home,
  () => paths.pricing,
  () => paths.agent(firstAgent().slug.current),
  () => paths.terms,
  () => paths.insights,
  () => paths.post(posts()[0]!.slug.current),
  () => `/es${paths.pricing}`,
];

/** Each visible h1 and h2 of the page: its text line by line, and its height. */
const headingLines = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main h1, main h2")]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => {
        const lines: { top: number; text: string }[] = [];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (let index = 0; index < text.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const box = [...range.getClientRects()].find((rect) => rect.width > 0);
            // A space at a break has no box of its own: it ends the line before.
            if (!box) {
              if (lines.length) lines[lines.length - 1].text += text[index];
              continue;
            }
            const line = lines.at(-1);
            if (line && Math.abs(box.top - line.top) < box.height / 2) line.text += text[index];
            else lines.push({ top: box.top, text: text[index] });
          }
        }
        return {
          heading: (heading.textContent ?? "").trim(),
          height: heading.getBoundingClientRect().height,
          lines: lines.map((line) => line.text.trim()),
        };
      }),
  );

/** The platform font a heading is drawn with (Chromium's own answer). */
async function drawnWith(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const pathOf of PAGES) {
    test(`${pathOf()}: every h1 and h2 breaks into the same lines, as tall, in Inter and in its fallback`, async ({
      page,
    }) => {
      await page.goto(pathOf());
      // Sections out of view skip layout: lay every one out, as a visitor who scrolls sees them.
      await page.addStyleTag({ content: ".section { content-visibility: visible !important; }" });
      await page.evaluate(() => document.fonts.load('700 2rem "Inter"'));
      await page.evaluate(
        ({ attribute, value }) => document.documentElement.setAttribute(attribute, value),
        INTER_MARK,
      );
      const inInter = await headingLines(page);
      expect(await drawnWith(page, "main h1")).toEqual(["Inter"]);

      await page.evaluate(({ attribute }) => document.documentElement.removeAttribute(attribute), INTER_MARK);
      const inFallback = await headingLines(page);
      expect(await drawnWith(page, "main h1")).toEqual(["DejaVu Sans"]);

      expect(inInter.length).toBeGreaterThan(0);
      const differing = inInter.flatMap((inter, index) => {
        const fallback = inFallback[index]!;
        const same =
          JSON.stringify(inter.lines) === JSON.stringify(fallback.lines) &&
          Math.abs(inter.height - fallback.height) < 0.5;
        return same ? [] : [{ heading: inter.heading, inter, fallback }];
      });
      expect(
        differing.map(({ heading }) => heading),
        JSON.stringify(differing, null, 1),
      ).toEqual(KNOWN_DIFFERENCES[pathOf()] ?? []);
    });
  }
});

test("a first visit asks for Inter only after its load, and draws the next page in it; a reload is drawn in it from the start", async ({
  page,
}) => {
  await page.goto(paths.home);
  const interFile = await page.waitForFunction((key) => localStorage.getItem(key), FONT_CACHED_KEY);
  const timing = await page.evaluate(
    (file) => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const font = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.endsWith(String(file)));
      return { load: navigation.loadEventEnd, font: font?.startTime };
    },
    await interFile.jsonValue(),
  );
  expect(timing.font).toBeGreaterThan(timing.load);
  expect(await drawnWith(page, "main h1")).toEqual(["DejaVu Sans"]);

  // The next page shown by the app is drawn in Inter, and so is its navbar.
  await page.locator(`header a[href="${paths.pricing}"]`).first().click();
  await expect(page).toHaveURL(paths.pricing);
  await expect(page.locator("html")).toHaveAttribute(INTER_MARK.attribute, INTER_MARK.value);
  expect(await drawnWith(page, "main h1")).toEqual(["Inter"]);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute(INTER_MARK.attribute, INTER_MARK.value);
  expect(await drawnWith(page, "main h1")).toEqual(["Inter"]);
});
