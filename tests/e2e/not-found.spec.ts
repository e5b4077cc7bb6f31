import { expect, test } from "./support/test";
import { agents, navigation, requiredTranslationOf, singleton } from "./support/dataset";
import {
  collectErrors,
  inSameDocument,
  keptPrerenderedHeading,
  markDocument,
  markPrerenderedHeading,
} from "./support/hydration";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import { NOT_FOUND_PATH } from "#content/sitePages.ts";

// The not-found page, prerendered at /404 and, in each language with pages of its own
// (content/sitePages.ts), under its prefix (/es/404). The host cannot choose a 404 by the address's
// prefix, so it serves the one in the browser's language (Accept-Language; Firebase Hosting's i18n
// 404 pages, web/files/prerenderedHtml.server.ts), else the English one, with status 404 at every
// address the build did not write, its own prerender addresses included. In the browser the address
// matches whatever route it matches (an unknown agent's, agents/:slug; a post's, insights/*), but
// the page is the root's error boundary (web/routes/not-found/NotFoundBoundary.tsx), which must hydrate it as it
// was prerendered, whatever the address: its layout, its links and its language stay its own. One
// browser test loads an unknown agent's address, one follows a link to the blog's.
// templates.spec.ts visits the page in both languages and widths (axe, errors, fit) and looks.spec.ts
// draws it.

const SPANISH = "es";
const english = singleton("notFoundPage");
const spanish = requiredTranslationOf(english, SPANISH);
const spanishNavigation = requiredTranslationOf(singleton("siteSettings"), SPANISH).navigation;

/** What a Spanish-speaking visitor's browser sends (a US Spanish speaker's, as the brief's market). */
const SPANISH_BROWSER = "es-US,es";
/** An English-speaking visitor's browser that also reads Spanish, after English. */
const ENGLISH_BROWSER = "en-US,en;q=0.9,es;q=0.8";

const SPANISH_404 = localizedPath(NOT_FOUND_PATH, SPANISH);

/** An address of each kind the build did not write. */
const UNKNOWN = [
  "/no-such-page",
  "/no/such/page",
  // In an agent's folder, and below an agent's page.
  paths.agent("no-such-agent"),
  `${paths.agent(agents()[0].slug.current)}/no-such-page`,
  // The blog's: a post and a category's list.
  paths.post("no-such-post"),
  paths.category("no-such-category"),
  // Under the Spanish prefix.
  `${SPANISH_404}/more`,
];

/** The language and the h1 of the HTML the host answered with. */
function documentOf(html: string) {
  return {
    lang: html.match(/<html[^>]* lang="([^"]+)"/)?.[1],
    heading: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
  };
}

test("the host answers every kind of unknown address, /404 and /es/404 with 404 and one not-found page, in the browser's language, else in English", async ({
  request,
}) => {
  const unescape = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
  // The page each language's answers must all be: its answer at the first address.
  const pages = new Map<string, { path: string; html: string }>();
  for (const path of [...UNKNOWN, NOT_FOUND_PATH, SPANISH_404])
    for (const [browser, lang, title] of [
      [SPANISH_BROWSER, SPANISH, spanish.title],
      ["es", SPANISH, spanish.title],
      [ENGLISH_BROWSER, "en", english.title],
      // A language the site does not speak: the English page, the host's 404.html.
      ["fr-FR,fr", "en", english.title],
    ]) {
      const response = await request.get(path, { headers: { "Accept-Language": browser } });
      expect(response.status(), `${path} (${browser})`).toBe(404);
      const html = await response.text();
      const { lang: served, heading } = documentOf(html);
      expect(served, `${path} (${browser})`).toBe(lang);
      expect(unescape(heading ?? ""), `${path} (${browser})`).toBe(title);
      const first = pages.get(lang) ?? { path, html };
      pages.set(lang, first);
      expect(html === first.html, `${path} (${browser}): the same page as at ${first.path}`).toBe(true);
    }
});

test(`${paths.agent("no-such-agent")} is the not-found page inside the site's layout, hydrated as prerendered; its home link stays in the app`, async ({
  page,
}) => {
  const errors = collectErrors(page);
  await markPrerenderedHeading(page);
  const response = await page.goto(paths.agent("no-such-agent"));
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
  expect(await keptPrerenderedHeading(page), "the prerendered heading was hydrated, not replaced").toBe(true);
  await expect(page.getByRole("navigation", { name: navigation().mainNavLabel })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText(english.helpTitle)).toBeVisible();
  // The help box leads somewhere: to the contact page.
  await expect(page.getByRole("link", { name: english.helpCta.label })).toHaveAttribute(
    "href",
    paths.contact,
  );
  const help = page.getByRole("complementary", { name: english.helpTitle });
  await expect(help.getByRole("link", { name: english.helpLinkLabel })).toHaveAttribute(
    "href",
    paths.contact,
  );

  // Interactive: its home link navigates inside the page, as the router does, not by a reload.
  const home = page.getByRole("link", { name: english.homeCta.label });
  await expect(home).toHaveAttribute("href", "/");
  await markDocument(page);
  await home.click();
  await expect(page).toHaveURL("/");
  expect(await inSameDocument(page)).toBe(true);
  expect(errors, "console errors").toEqual([]);
});

// A link inside the site, followed by the browser's router, to an address the build did not
// write: the router finds no data there, and loads the address as a document (the host's 404).
test(`a link to ${paths.post("no-such-post")} loads the not-found page, hydrated as prerendered`, async ({
  page,
  baseURL,
}) => {
  const target = paths.post("no-such-post");
  const errors = collectErrors(page, target);
  await markPrerenderedHeading(page);
  await page.goto(paths.insights);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const documentLoad = page.waitForResponse(
    (response) =>
      response.request().resourceType() === "document" && response.url() === new URL(target, baseURL).href,
  );
  // The browser's router follows the history to the address (as Back and Forward do); not
  // awaited: the navigation ends in a document load, which replaces this page.
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, target);
  expect((await documentLoad).status()).toBe(404);
  await expect(page).toHaveURL(target);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await keptPrerenderedHeading(page), "the prerendered heading was hydrated, not replaced").toBe(true);
  // The router's request for the address's data answered 404 too: the one failure allowed.
  expect(
    errors.filter((error) => !error.includes("status of 404")),
    "console errors",
  ).toEqual([]);
});

test.describe("a Spanish-speaking visitor's browser", () => {
  // Another locale than the worker's context's: a context of the test's own.
  test.use({ freshContext: true, locale: "es-US", extraHTTPHeaders: { "Accept-Language": SPANISH_BROWSER } });

  test("gets the Spanish not-found page at an English address, hydrated as prerendered, its links Spanish", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await markPrerenderedHeading(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.title);
    expect(await keptPrerenderedHeading(page), "the prerendered heading was hydrated, not replaced").toBe(
      true,
    );
    await expect(page.getByRole("navigation", { name: spanishNavigation.mainNavLabel })).toBeVisible();
    await expect(page.getByText(spanish.helpTitle)).toBeVisible();
    const help = page.getByRole("complementary", { name: spanish.helpTitle });
    await expect(help.getByRole("link", { name: spanish.helpLinkLabel })).toHaveAttribute(
      "href",
      localizedPath(paths.contact, SPANISH),
    );
    // The layout's logo leads to the Spanish home page; the switcher to the other language's; no
    // offer of the page's own language.
    await expect(page.locator("header a.logo").first()).toHaveAttribute(
      "href",
      localizedPath(paths.home, SPANISH),
    );
    await expect(page.locator(`.language-switcher--navbar a[lang="en"]`)).toHaveAttribute("href", "/");
    await expect(page.locator("aside.language-offer")).toHaveCount(0);

    // Its home link leads to the Spanish home page, inside the app.
    const home = page.getByRole("link", { name: spanish.homeCta.label });
    await expect(home).toHaveAttribute("href", spanish.homeCta.href);
    expect(spanish.homeCta.href).toBe(localizedPath(paths.home, SPANISH));
    await markDocument(page);
    await home.click();
    await expect(page).toHaveURL(localizedPath(paths.home, SPANISH));
    await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
    expect(await inSameDocument(page)).toBe(true);
    expect(errors, "console errors").toEqual([]);
  });
});

test.describe("an English-speaking visitor's browser", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": ENGLISH_BROWSER } });

  test(`gets the English not-found page at ${SPANISH_404}, hydrated as prerendered, its links English`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await markPrerenderedHeading(page);
    const response = await page.goto(SPANISH_404);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
    expect(await keptPrerenderedHeading(page), "the prerendered heading was hydrated, not replaced").toBe(
      true,
    );
    await expect(page.getByRole("link", { name: english.homeCta.label })).toHaveAttribute(
      "href",
      english.homeCta.href,
    );
    await page.locator("header a.logo").first().click();
    await expect(page).toHaveURL(paths.home);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(errors, "console errors").toEqual([]);
  });
});
