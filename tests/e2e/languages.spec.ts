import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { testBuild } from "./support/test-builds";
import { MARK, NEW_TWIN_OF, publishedDataset, SPANISH } from "./support/published-dataset";
import { agents, allDocuments, pageAt, requiredTwinOf, singleton, twinOf, type Doc } from "./support/dataset";
import { canonicalUrl } from "../../web/features/seo/sitePaths";
import { readConfig } from "../../web/shared/config/environment.server";
import { documentPath, type AddressedType, localizedPath } from "../../content/documentPaths";
import { languageInfo } from "../../content/locales";
import { paths } from "../../content/paths";
import { wordOnlyOnAgentPage } from "./support/search-words";
import { EVERY_BLOCK_SLUG } from "./support/changed-dataset";
import { emptySignUpMessages } from "./support/sign-up";
import { es } from "../../web/shared/i18n/messages/es";

// Spanish twins (content/languages.ts, docs/languages.md) are content only: the dataset after
// publishing (./support/published-dataset.ts) with a twin of each translated document (as the
// Studio's Translations menu makes one: a copy with its language, linked to its English document
// by translation metadata) builds a Spanish page under /es for each, which names its English
// version and is named by it (hreflang both ways, x-default English), with its own lang,
// canonical, og:locale, sitemap entry, llms.txt and search index, and a language switcher between
// the two; a page with no twin has no Spanish address, and its switcher leads to the Spanish home
// page and says so.

const SITE = readConfig().siteUrl;

/** A document's address in its language. */
const addressOf = (doc: Doc) =>
  doc._type === "legalPage"
    ? localizedPath(`/${doc.slug.current}`, doc.language)
    : documentPath(doc._type as AddressedType, doc.slug.current, doc.language);

const hreflang = (page: Page, lang: string) =>
  page.locator(`head link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href");

test("Spanish twins get their pages, heads, alternates, sitemap, llms.txt, feeds and search index", async ({
  page,
}) => {
  // Every Spanish page and its English version, one after the other: a minute is short on a busy machine.
  test.setTimeout(180_000);
  const { documents, twins } = publishedDataset();
  const { client } = testBuild("published");
  await page.route("**/*", (route) =>
    route.request().url().startsWith("file:") ? route.continue() : route.abort(),
  );
  const open = (address: string) => page.goto(`file://${path.join(client, address, "index.html")}`);

  // Every Spanish page: the bundled twins' and the new ones' (every post's among them).
  const pages = documents.filter(
    (doc) =>
      doc.language === SPANISH &&
      ["page", "agent", "legalPage", "post"].includes(doc._type) &&
      doc.slug?.current &&
      !String(doc._id).startsWith("drafts."),
  );
  const englishOf = (twin: Doc) => {
    const metadata = documents.find(
      (doc) =>
        doc._type === "translation.metadata" && doc.translations.some((t: Doc) => t.value._ref === twin._id),
    );
    const ref = metadata!.translations.find((t: Doc) => t.language === "en").value._ref;
    return documents.find((doc) => doc._id === ref)!;
  };
  expect(pages.map(addressOf)).toEqual(
    expect.arrayContaining([
      localizedPath(paths.home, SPANISH),
      localizedPath(paths.pricing, SPANISH),
      localizedPath(paths.terms, SPANISH),
      localizedPath(paths.about, SPANISH),
    ]),
  );
  expect(twins.map((twin) => englishOf(twin)._id)).toContain(NEW_TWIN_OF);
  const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  for (const twin of pages) {
    const spanish = addressOf(twin);
    const english = addressOf(englishOf(twin));
    await open(spanish);
    await expect(page.locator("html"), spanish).toHaveAttribute("lang", SPANISH);
    await expect(page.locator('head link[rel="canonical"]'), spanish).toHaveAttribute(
      "href",
      canonicalUrl(spanish, SITE),
    );
    expect(await hreflang(page, "es"), spanish).toBe(canonicalUrl(spanish, SITE));
    expect(await hreflang(page, "en"), spanish).toBe(canonicalUrl(english, SITE));
    expect(await hreflang(page, "x-default"), spanish).toBe(canonicalUrl(english, SITE));
    await expect(page.locator('head meta[property="og:locale"]'), spanish).toHaveAttribute(
      "content",
      "es_US",
    );
    await expect(page.locator('head meta[property="og:locale:alternate"]'), spanish).toHaveAttribute(
      "content",
      "en_US",
    );
    // The new twins' texts are on their pages, as the bundled twins' are.
    if (twins.includes(twin)) expect(await page.title(), spanish).toContain(MARK);
    // The switcher leads back to the English version.
    await expect(page.locator(`.language-switcher--navbar a[lang="en"]`), spanish).toHaveAttribute(
      "href",
      english,
    );

    await open(english);
    await expect(page.locator("html"), english).toHaveAttribute("lang", "en");
    expect(await hreflang(page, "es"), english).toBe(canonicalUrl(spanish, SITE));
    expect(await hreflang(page, "x-default"), english).toBe(canonicalUrl(english, SITE));
    await expect(page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`), english).toHaveAttribute(
      "href",
      spanish,
    );
    expect(await page.title(), english).not.toContain(MARK);

    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${canonicalUrl(english, SITE)}"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${canonicalUrl(spanish, SITE)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${canonicalUrl(english, SITE)}"/>`,
    ].join("");
    for (const address of [english, spanish])
      expect(sitemap, address).toContain(`<loc>${canonicalUrl(address, SITE)}</loc>`);
    expect(sitemap.split(alternates).length - 1, spanish).toBe(2);
  }

  // A Spanish page's menus lead to the Spanish twins of what they name.
  await open(localizedPath(paths.pricing, SPANISH));
  const agent = pages.find((twin) => twin._type === "agent")!;
  await expect(page.locator(`header a[href="${addressOf(agent)}"]`).first()).toBeAttached();
  await expect(page.locator(`header a.logo`)).toHaveAttribute("href", localizedPath(paths.home, SPANISH));

  // The Spanish blog: its list, its posts' pages and its feed, in Spanish; the English list's twin.
  const posts = pages.filter((twin) => twin._type === "post");
  expect(posts.length).toBeGreaterThan(0);
  const spanishBlog = localizedPath(paths.insights, SPANISH);
  await open(spanishBlog);
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
  const listed = await page
    .locator("main .post-card a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(listed.length).toBeGreaterThan(0);
  for (const href of listed) expect(href).toMatch(new RegExp(`^/${SPANISH}${paths.insights}/`));
  expect(await hreflang(page, "en")).toBe(canonicalUrl(paths.insights, SITE));
  await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
    "href",
    localizedPath(paths.insightsFeed, SPANISH),
  );
  const feed = readFileSync(path.join(client, SPANISH, paths.insightsFeed), "utf8");
  for (const post of posts) expect(feed).toContain(`<link>${canonicalUrl(addressOf(post), SITE)}</link>`);
  expect(readFileSync(path.join(client, paths.insightsFeed), "utf8")).not.toContain(`${SITE}/${SPANISH}/`);
  await open(addressOf(posts[0]));
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  );
  expect(structured.find((thing) => thing["@type"] === "BlogPosting")).toMatchObject({
    inLanguage: languageInfo(SPANISH).hreflang,
    url: canonicalUrl(addressOf(posts[0]), SITE),
  });
  const category = page.locator(".post-categories a").first();
  if (await category.count())
    await expect(category).toHaveAttribute("href", new RegExp(`^${spanishBlog}/category/`));

  // A page with no twin names no other language; its switcher leads to the Spanish home page and says so.
  await open(paths.page(EVERY_BLOCK_SLUG));
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
  const toSpanish = page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`);
  await expect(toSpanish).toHaveAttribute("href", localizedPath(paths.home, SPANISH));
  await expect(toSpanish).toHaveText(
    `${languageInfo(SPANISH).nativeName} ${allDocuments().find((doc) => doc._id === "siteSettings")!.navigation.untranslatedLabel}`,
  );

  // llms.txt and the search index, per language.
  const llms = readFileSync(path.join(client, SPANISH, "llms.txt"), "utf8");
  expect(llms).toContain(`(${canonicalUrl(localizedPath(paths.pricing, SPANISH), SITE)})`);
  expect(readFileSync(path.join(client, "llms.txt"), "utf8")).not.toContain(`${SITE}/${SPANISH}/`);
  const index = JSON.parse(readFileSync(path.join(client, "pagefind", "pagefind-entry.json"), "utf8"));
  expect(Object.keys(index.languages).sort()).toEqual(["en", SPANISH]);
  // Every Spanish page the sitemap lists (the twins' and the blog's lists), and only those.
  const spanishInSitemap = sitemap.split("<loc>").filter((entry) => entry.startsWith(`${SITE}/${SPANISH}`));
  expect(index.languages[SPANISH].page_count).toBe(spanishInSitemap.length);
});

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** The chrome's main menu labels of a language (site settings or their twin). */
const menuLabels = (settings: Doc | undefined) =>
  (settings?.mainMenu ?? []).map((item: Doc) => item.label).filter(Boolean);

test("the switcher leads to the same page in the other language, and back", async ({ page }) => {
  const pricing = pageAt(paths.pricing);
  const twin = requiredTwinOf(pricing, SPANISH);
  const spanishSettings = twinOf(singleton("siteSettings"), SPANISH);

  await page.goto(paths.pricing);
  const toSpanish = page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`);
  await expect(toSpanish).toHaveAttribute("hreflang", languageInfo(SPANISH).hreflang);
  await toSpanish.click();
  await page.waitForURL(`**${localizedPath(paths.pricing, SPANISH)}`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
  await expect(page.locator("h1")).toHaveText(twin.title);
  for (const label of menuLabels(spanishSettings))
    await expect(page.locator(".navbar__links")).toContainText(label);

  await page.locator('.language-switcher--navbar a[lang="en"]').click();
  await page.waitForURL((url) => url.pathname === paths.pricing);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText(pricing.title);
});

test("where a page has no twin, the switcher says so and leads to the other language's home page", async ({
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
  const spanishSignUp = requiredTwinOf(singleton("accountPages"), SPANISH).signUp;
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
  const twin = requiredTwinOf(agent, SPANISH);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(paths.agent(agent.slug.current));
  await page.getByRole("button", { name: singleton("siteSettings").navigation.openMenuLabel }).click();
  const inDrawer = page.locator(`.language-switcher--drawer a[lang="${SPANISH}"]`);
  await expect(inDrawer).toBeVisible();
  await expect(inDrawer).toHaveAttribute("href", documentPath("agent", twin.slug.current, SPANISH));
  await inDrawer.click();
  await page.waitForURL(`**${documentPath("agent", twin.slug.current, SPANISH)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
});

test("a Spanish page's search finds Spanish pages, and only those", async ({ page }) => {
  const agent = agents().at(-1)!;
  const twin = requiredTwinOf(agent, SPANISH);
  const labels = requiredTwinOf(singleton("siteSettings"), SPANISH).navigation;
  const word = wordOnlyOnAgentPage(twin);
  const href = documentPath("agent", twin.slug.current, SPANISH);

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
  test.use({ locale: "es-US" });

  test("is never redirected, and is offered the Spanish page once", async ({ page }) => {
    requiredTwinOf(pageAt(paths.pricing), SPANISH);
    const response = await page.goto(paths.pricing);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(paths.pricing);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // In Spanish, as the Spanish site settings word it.
    const texts = requiredTwinOf(singleton("siteSettings"), SPANISH).languageOffer;
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
  requiredTwinOf(pageAt(paths.pricing), SPANISH);
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

test("the Spanish sign-up form speaks Spanish: its labels, its validation, its links", async ({ page }) => {
  const signUp = requiredTwinOf(singleton("accountPages"), SPANISH).signUp;
  await page.goto(localizedPath(paths.signUp, SPANISH));
  await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(signUp.title);

  await page.locator('[name="firstName"]').fill("   ");
  await page.getByRole("button", { name: signUp.submitLabel }).click();
  for (const message of emptySignUpMessages(es))
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await page.locator('[name="email"]').fill("no-es-un-correo");
  await page.locator('[name="password"]').fill("corta");
  await page.locator('[name="confirmPassword"]').fill("distinta");
  await page.getByRole("button", { name: signUp.submitLabel }).click();
  await expect(page.getByText(es.validation.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(es.validation.passwordTooShort, { exact: true })).toBeVisible();
  await expect(page.getByText(es.validation.passwordsDiffer, { exact: true })).toBeVisible();
  // What was typed stays.
  await expect(page.locator('[name="email"]')).toHaveValue("no-es-un-correo");
  // Its links stay in Spanish.
  await expect(page.locator(`main a[href="${localizedPath(paths.signIn, SPANISH)}"]`).first()).toBeVisible();
});

test("the Spanish contact form's privacy note links its words to the Spanish privacy policy", async ({
  page,
}) => {
  const form = requiredTwinOf(pageAt(paths.contact), SPANISH).sections.find(
    (section: Doc) => section._type === "leadForm" && section.form === "contact-page",
  ).contactForm;
  await page.goto(localizedPath(paths.contact, SPANISH));
  const link = page.getByRole("link", { name: form.privacyLinkText, exact: true });
  await expect(link).toHaveAttribute("href", localizedPath(paths.privacy, SPANISH));
  await expect(link.locator("..")).toHaveText(form.privacyNote);
});
