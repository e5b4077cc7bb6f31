import { expect, hydrated, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { untilQuiet } from "./support/quiet";
import { agents, blockTexts, legalPage, navigation, posts, type Doc } from "./support/dataset";
import { holdScripts, recordRequests } from "./support/held-code";
import { wordOnlyIn, wordOnlyOnAgentPage } from "./support/search-words";
import { paths } from "#content/paths.ts";

// The site search (web/features/search): a button in the navbar and the mobile menu opens a
// dialog whose results come from the index the build wrote (Pagefind, /pagefind/).

const labels = navigation();

/** The words of a legal page's sections (after its first heading), which come up as sub-results. */
const sectionTexts = (doc: Doc) =>
  blockTexts(doc.body.slice(doc.body.findIndex((block: Doc) => block.style === "h2") + 1));

/** The status line once pages match: "3 results", in the labels' words. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const resultCount = new RegExp(
  `^(1 ${literal(labels.searchResultLabel)}|\\d+ ${literal(labels.searchResultsLabel)})$`,
);

const dialog = (page: Page) => page.getByRole("dialog", { name: labels.searchLabel });
const field = (page: Page) => dialog(page).getByRole("searchbox", { name: labels.searchLabel });
const navbarButton = (page: Page) =>
  page.locator(".navbar__inner > .search-button").filter({ hasText: labels.searchLabel });

async function openFromNavbar(page: Page) {
  const button = navbarButton(page);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(field(page)).toBeFocused();
  return button;
}

/** Arrow keys from the field to the result that leads to `href`. */
async function arrowTo(page: Page, href: string) {
  const links = dialog(page).locator(".search-results a");
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
  const steps = hrefs.indexOf(href) + 1;
  expect(steps, `a result leading to ${href} among ${hrefs.join(", ")}`).toBeGreaterThan(0);
  for (let step = 0; step < steps; step++) await page.keyboard.press("ArrowDown");
  await expect(links.nth(steps - 1)).toBeFocused();
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("finds an agent by a word only its page holds and opens it by keyboard", async ({ page }) => {
    const agent = agents().at(-1)!;
    const href = paths.agent(agent.slug.current);
    const word = wordOnlyOnAgentPage(agent);
    await page.goto(paths.pricing);
    await openFromNavbar(page);
    await page.keyboard.type(word);
    await expect(dialog(page).getByRole("status")).toHaveText(resultCount);
    const result = dialog(page).locator(`.search-results a[href="${href}"]`);
    await expect(result.locator("mark").first()).toHaveText(new RegExp(word.slice(0, 6), "i"));
    await arrowTo(page, href);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("finds a section of a legal page, and Escape gives focus back to the button", async ({ page }) => {
    const terms = legalPage(paths.terms.slice(1));
    const word = wordOnlyIn(terms, sectionTexts(terms));
    await page.goto("/");
    const button = await openFromNavbar(page);
    await page.keyboard.type(word);
    const sections = dialog(page).locator(`.search-result__sections a[href^="${paths.terms}#"]`);
    await expect(sections.first()).toBeVisible();
    await expect(dialog(page).locator(`.search-results a[href="${paths.terms}"]`)).toContainText(terms.title);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("a customer asking about refunds or cancelling finds the terms on subscriptions", async ({ page }) => {
    const terms = legalPage(paths.terms.slice(1));
    const heading = blockTexts(terms.body.filter((block: Doc) => block.style === "h2")).find((text) =>
      /cancel/i.test(text),
    )!;
    await page.goto("/");
    await openFromNavbar(page);
    for (const word of ["refund", "cancel"]) {
      await field(page).fill(word);
      const section = dialog(page).locator(`.search-result__sections a[href^="${paths.terms}#"]`, {
        hasText: heading,
      });
      await expect(section).toBeVisible();
    }
  });

  test("a visitor asking about the GDPR or cookies finds the privacy policy's section on it", async ({
    page,
  }) => {
    const privacy = legalPage(paths.privacy.slice(1));
    const headings = blockTexts(privacy.body.filter((block: Doc) => block.style === "h2"));
    await page.goto("/");
    await openFromNavbar(page);
    for (const [word, about] of [
      ["gdpr", /\bGDPR\b/],
      ["cookies", /\bcookies\b/i],
    ] as const) {
      const heading = headings.find((text) => about.test(text));
      expect(heading, `a heading of the privacy policy about ${word}`).toBeDefined();
      await field(page).fill(word);
      const section = dialog(page).locator(`.search-result__sections a[href^="${paths.privacy}#"]`, {
        hasText: heading,
      });
      await expect(section).toBeVisible();
    }
  });

  test("finds a post by a word only its body holds and opens it by keyboard", async ({ page }) => {
    const post = posts().at(-1)!;
    const href = paths.post(post.slug.current);
    const word = wordOnlyIn(post, blockTexts(post.body));
    await page.goto(paths.insights);
    await openFromNavbar(page);
    await page.keyboard.type(word);
    const result = dialog(page).locator(`.search-results a[href="${href}"]`);
    await expect(result.locator("mark").first()).toHaveText(new RegExp(word.slice(0, 6), "i"));
    await arrowTo(page, href);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  test("says when nothing matches and leads to the contact page", async ({ page }) => {
    await page.goto(paths.about);
    await openFromNavbar(page);
    await page.keyboard.type("qzxwvkj");
    await expect(dialog(page).getByRole("status")).toHaveText(labels.searchNoResultsText);
    const contact = dialog(page).getByRole("link", { name: labels.searchContactLabel });
    await contact.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(paths.contact);
  });

  test("loads nothing of the search until the button is reached for", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/");
    await untilQuiet(page);
    expect(requests.filter((request) => request.includes("/pagefind/"))).toEqual([]);
    await navbarButton(page).focus();
    await expect
      .poll(() => requests.filter((request) => request.includes("/pagefind/pagefind.js")))
      .toHaveLength(1);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("searches from the mobile menu and opens the first result with Enter", async ({ page }) => {
    const agent = agents()[0];
    const href = paths.agent(agent.slug.current);
    const word = wordOnlyOnAgentPage(agent);
    await page.goto(paths.pricing);
    await page.getByRole("button", { name: labels.openMenuLabel }).click();
    const menu = page.getByRole("dialog").filter({ has: page.locator(".drawer__nav") });
    const button = menu.getByRole("button", { name: labels.searchLabel });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(field(page)).toBeFocused();
    await page.keyboard.type(word);
    await expect(dialog(page).locator(`.search-results a[href="${href}"]`).first()).toBeVisible();
    // Escape closes the search only: the menu stays open with its button focused.
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.type(word);
    await expect(dialog(page).locator(".search-results a").first()).toHaveAttribute("href", href);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href);
    await expect(page.locator(".drawer")).toBeHidden();
  });
});

for (const width of [1280, 375]) {
  test(`axe finds nothing serious in the open search at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(paths.about);
    if (width < 1000) {
      await page.getByRole("button", { name: labels.openMenuLabel }).click();
      await page.locator(".drawer .search-button").click();
    } else await navbarButton(page).click();
    const terms = legalPage(paths.terms.slice(1));
    await field(page).fill(wordOnlyIn(terms, sectionTexts(terms)));
    await expect(dialog(page).locator(".search-result__sections a").first()).toBeVisible();
    expect(
      (await axeViolations(page, ".search-dialog")).map((violation) => `${violation.id}: ${violation.help}`),
    ).toEqual([]);
  });
}

test("before the page's code arrives the search button does nothing, then opens the search", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await holdScripts(page);
  const requests = recordRequests(page);
  await page.goto(paths.about, { waitUntil: "domcontentloaded" });
  await navbarButton(page).click();
  await expect(page).toHaveURL(paths.about);
  await expect(dialog(page)).toHaveCount(0);
  expect(requests.filter((request) => request.includes("/pagefind/"))).toEqual([]);
  await scripts.release();
  await hydrated(page);
  await navbarButton(page).click();
  await expect(field(page)).toBeFocused();
});
