import { expect, hydrated, test } from "./support/test";
import {
  agents,
  leadFormOf,
  pageAt,
  requiredTranslationOf,
  singleton,
  translationOf,
  type Doc,
} from "./support/dataset";
import { documentPath, localizedPath } from "#content/documentPaths.ts";
import { languageInfo } from "#content/locales.ts";
import { paths } from "#content/paths.ts";
import { wordOnlyOnAgentPage } from "./support/search-words";
import { emptySignUpMessages } from "./support/sign-up";
import { es } from "#web/shared/i18n/messages/es.ts";
import { SPANISH } from "./support/published-dataset";

// Spanish translations (content/languages.ts, docs/languages.md), as a visitor meets them: the language
// switcher between a page and its translation, the Spanish search, a Spanish-speaking browser, the
// Spanish forms. What the build writes for each translation (its lang, canonical, hreflang both ways,
// sitemap, feeds, llms.txt, search index) is read from the files by
// tests/build/published-translations.test.ts.

/** The main menu labels of a language (site settings or their translation). */
const menuLabels = (settings: Doc | undefined) =>
  (settings?.mainMenu ?? []).map((item: Doc) => item.label).filter(Boolean);

test("the switcher leads to the same page in the other language, and back", async ({ page }) => {
  const pricing = pageAt(paths.pricing);
  const translation = requiredTranslationOf(pricing, SPANISH);
  const spanishSettings = translationOf(singleton("siteSettings"), SPANISH);

  await page.goto(paths.pricing);
  const toSpanish = page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`);
  await expect(toSpanish).toHaveAttribute("hreflang", languageInfo(SPANISH).hreflang);
  await toSpanish.click();
  await page.waitForURL(`**${localizedPath(paths.pricing, SPANISH)}`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
  await expect(page.locator("h1")).toHaveText(translation.title);
  for (const label of menuLabels(spanishSettings))
    await expect(page.locator(".navbar__links")).toContainText(label);

  await page.locator('.language-switcher--navbar a[lang="en"]').click();
  await page.waitForURL((url) => url.pathname === paths.pricing);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText(pricing.title);
});

test("where a page has no translation, the switcher says so and leads to the other language's home page", async ({
  page,
}) => {
  const english = singleton("siteSettings");
  await page.goto(paths.insights);
  const toSpanish = page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`);
  await expect(toSpanish).toHaveAttribute("href", localizedPath(paths.home, SPANISH));
  await expect(toSpanish).toContainText(english.navigation.untranslatedLabel);
  await toSpanish.click();
  await page.waitForURL((url) => url.pathname === localizedPath(paths.home, SPANISH));
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
});

test("on an account page the switcher leads to the same page in the other language", async ({ page }) => {
  const spanishSignUp = requiredTranslationOf(singleton("accountPages"), SPANISH).signUp;
  await page.goto(paths.signUp);
  const toSpanish = page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`);
  await expect(toSpanish).toHaveAttribute("href", localizedPath(paths.signUp, SPANISH));
  await toSpanish.click();
  await page.waitForURL(`**${localizedPath(paths.signUp, SPANISH)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishSignUp.title);
  await expect(page.locator('.language-switcher--navbar a[lang="en"]')).toHaveAttribute("href", paths.signUp);
  // Still out of search results: its versions are named for the switcher, not for a search engine.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("an agent page's top bar and the mobile menu have the switcher too", async ({ page }) => {
  const [agent] = agents();
  const translation = requiredTranslationOf(agent, SPANISH);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(paths.agent(agent.slug.current));
  await page.getByRole("button", { name: singleton("siteSettings").navigation.openMenuLabel }).click();
  const inDrawer = page.locator(`.language-switcher--drawer a[lang="${SPANISH}"]`);
  await expect(inDrawer).toBeVisible();
  await expect(inDrawer).toHaveAttribute("href", documentPath("agent", translation.slug.current, SPANISH));
  await inDrawer.click();
  await page.waitForURL(`**${documentPath("agent", translation.slug.current, SPANISH)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
});

test("a Spanish page's search finds Spanish pages, and only those", async ({ page }) => {
  const agent = agents().at(-1)!;
  const translation = requiredTranslationOf(agent, SPANISH);
  const labels = requiredTranslationOf(singleton("siteSettings"), SPANISH).navigation;
  const word = wordOnlyOnAgentPage(translation);
  const href = documentPath("agent", translation.slug.current, SPANISH);

  await page.goto(localizedPath(paths.pricing, SPANISH));
  await page.locator(".navbar__inner > .search-button").filter({ hasText: labels.searchLabel }).click();
  const dialog = page.getByRole("dialog", { name: labels.searchLabel });
  await dialog.getByRole("searchbox", { name: labels.searchLabel }).fill(word);
  await expect(dialog.locator(`.search-results a[href="${href}"]`)).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText(labels.searchResultLabel);
  const hrefs = await dialog
    .locator(".search-results a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.filter((result) => !result.startsWith(`/${SPANISH}`))).toEqual([]);
});

test.describe("a Spanish-speaking visitor's browser", () => {
  // Another locale than the worker's context's: a context of the test's own.
  test.use({ freshContext: true, locale: "es-US" });

  test("is never redirected, and is offered the Spanish page once", async ({ page }) => {
    requiredTranslationOf(pageAt(paths.pricing), SPANISH);
    const response = await page.goto(paths.pricing);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(paths.pricing);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // In Spanish, as the Spanish site settings word it.
    const texts = requiredTranslationOf(singleton("siteSettings"), SPANISH).languageOffer;
    const offer = page.locator(`aside.language-offer[lang="${SPANISH}"]`);
    await expect(offer.locator("p")).toHaveText(texts.pageText);
    await expect(offer.getByRole("link", { name: texts.acceptLabel })).toHaveAttribute(
      "href",
      localizedPath(paths.pricing, SPANISH),
    );
    await expect(offer.getByRole("button", { name: texts.declineLabel })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.locator(".language-switcher--navbar")).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});

test("the language chosen with the switcher is remembered: an English page offers the Spanish one", async ({
  page,
}) => {
  requiredTranslationOf(pageAt(paths.pricing), SPANISH);
  await page.goto(paths.about);
  await expect(page.locator("aside.language-offer")).toHaveCount(0);
  await page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`).click();
  await page.waitForURL(`**${localizedPath(paths.about, SPANISH)}`);
  await hydrated(page);
  await expect(page.locator("aside.language-offer")).toHaveCount(0);

  await page.goto(paths.pricing);
  const offer = page.locator(`aside.language-offer[lang="${SPANISH}"]`);
  await offer.getByRole("link").click();
  await page.waitForURL(`**${localizedPath(paths.pricing, SPANISH)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
});

// Every message of the form in Spanish, and what was typed kept: web/features/auth/SignUpForm.test.tsx;
// here, that the Spanish page's form takes the Spanish catalogue.
test("the Spanish sign-up form speaks Spanish: its labels, its validation, its links", async ({ page }) => {
  const signUp = requiredTranslationOf(singleton("accountPages"), SPANISH).signUp;
  await page.goto(localizedPath(paths.signUp, SPANISH));
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(signUp.title);

  await page.locator('[name="firstName"]').fill("   ");
  await page.getByRole("button", { name: signUp.submitLabel }).click();
  for (const message of emptySignUpMessages(es))
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  // Its links stay in Spanish.
  await expect(page.locator(`main a[href="${localizedPath(paths.signIn, SPANISH)}"]`).first()).toBeVisible();
});

test("the Spanish contact form's privacy note links its words to the Spanish privacy policy", async ({
  page,
}) => {
  const spanishContact = requiredTranslationOf(pageAt(paths.contact), SPANISH);
  const form = leadFormOf(spanishContact, "contact-page").section.contactPage;
  await page.goto(localizedPath(paths.contact, SPANISH));
  const link = page.getByRole("link", { name: form.privacyLinkText, exact: true });
  await expect(link).toHaveAttribute("href", localizedPath(paths.privacy, SPANISH));
  await expect(link.locator("..")).toHaveText(form.privacyNote);
});
