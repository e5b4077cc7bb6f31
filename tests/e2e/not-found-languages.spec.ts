import { expect, test } from "./support/test";
import { requiredTranslationOf, singleton } from "./support/dataset";
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

// The not-found page in each language with pages of its own (content/sitePages.ts): the host
// cannot choose a 404 by the address's prefix (/es), so it serves the one in the browser's
// language (Accept-Language; Firebase Hosting's i18n 404 pages, scripts/build/prerendered-html.ts),
// else the English one, with status 404 at every unknown address, its own prerender addresses
// (/404, /es/404) included. Served at an address in another language, it hydrates as it was
// prerendered: its layout, its links and its language stay its own.

const SPANISH = "es";
const english = singleton("notFoundPage");
const spanish = requiredTranslationOf(english, SPANISH);
const spanishNavigation = requiredTranslationOf(singleton("siteSettings"), SPANISH).navigation;

/** What a Spanish-speaking visitor's browser sends (a US Spanish speaker's, as the brief's market). */
const SPANISH_BROWSER = "es-US,es";
/** An English-speaking visitor's browser that also reads Spanish, after English. */
const ENGLISH_BROWSER = "en-US,en;q=0.9,es;q=0.8";

const SPANISH_404 = localizedPath(NOT_FOUND_PATH, SPANISH);
const UNKNOWN = ["/no-such-page", paths.agent("no-such-agent"), `${SPANISH_404}/more`];

/** The language and the h1 of the HTML the host answered with. */
function documentOf(html: string) {
  return {
    lang: html.match(/<html[^>]* lang="([^"]+)"/)?.[1],
    heading: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
  };
}

test("the host answers an unknown address with the 404 page in the browser's language, else in English", async ({
  request,
}) => {
  const unescape = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
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
      const { lang: served, heading } = documentOf(await response.text());
      expect(served, `${path} (${browser})`).toBe(lang);
      expect(unescape(heading ?? ""), `${path} (${browser})`).toBe(title);
    }
});

test.describe("a Spanish-speaking visitor's browser", () => {
  test.use({ locale: "es-US", extraHTTPHeaders: { "Accept-Language": SPANISH_BROWSER } });

  for (const path of ["/no-such-page", SPANISH_404])
    test(`gets the Spanish not-found page at ${path}, hydrated as prerendered, its links Spanish`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await markPrerenderedHeading(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(spanish.title);
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
      // The switcher leads to the other language's home page; no offer of the page's own language.
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

  test("follows the Spanish layout's logo from the not-found page to the Spanish home page", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/no-such-page");
    await page.locator("header a.logo").first().click();
    await expect(page).toHaveURL(localizedPath(paths.home, SPANISH));
    await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
    expect(errors, "console errors").toEqual([]);
  });
});

test.describe("an English-speaking visitor's browser", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": ENGLISH_BROWSER } });

  for (const path of ["/no-such-page", SPANISH_404, `${SPANISH_404}/more`])
    test(`gets the English not-found page at ${path}, its links English`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
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
