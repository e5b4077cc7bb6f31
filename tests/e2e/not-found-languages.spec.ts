import { expect, test, type Page } from "./support/test";
import { requiredTwinOf, singleton } from "./support/dataset";
import {
  collectErrors,
  inSameDocument,
  keptPrerenderedHeading,
  markDocument,
  markPrerenderedHeading,
} from "./support/hydration";
import { startLiveSite, type LiveSite } from "./support/live-site";
import { untilQuiet } from "./support/quiet";
import { localizedPath } from "../../content/documentPaths";
import { paths } from "../../content/paths";
import { NOT_FOUND_PATH } from "../../content/sitePages";

// The not-found page in each language with pages of its own (content/sitePages.ts): the host
// cannot choose a 404 by the address's prefix (/es), so it serves the one in the browser's
// language (Accept-Language; Firebase Hosting's i18n 404 pages, scripts/lib/prerendered-html.ts),
// else the English one, with status 404 at every unknown address, its own prerender addresses
// (/404, /es/404) included. Served at an address in another language, it hydrates as it was
// prerendered: its chrome, its links and its language stay its own.

const SPANISH = "es";
const english = singleton("notFoundPage");
const spanish = requiredTwinOf(english, SPANISH);
const spanishNavigation = requiredTwinOf(singleton("siteSettings"), SPANISH).navigation;

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

  test("follows the Spanish chrome's logo from the not-found page to the Spanish home page", async ({
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

// With a Sanity project, a page asks the published content what lives at an address the build
// did not write (web/pages/liveAddress.ts), and its chrome again (web/root.tsx): in the language
// of the page on screen. The Spanish not-found page at an English address stays Spanish, and
// shows no English page published there since the build; an English browser sees that page.
test.describe("with live content", () => {
  test.describe.configure({ mode: "serial" });
  // Not 5060/5061: Chromium refuses those ports (SIP).
  const SANITY_PORT = 5077;
  const SITE_PORT = 5078;
  let sanity: LiveSite["sanity"];
  let site: LiveSite["site"];
  const published = {
    _id: "page-published-since-the-build",
    _type: "page",
    title: "Published since the build",
    slug: { _type: "slug", current: "published-since-the-build" },
    intro: "An English page the last build did not write.",
    sections: [],
  };
  const address = paths.page(published.slug.current);
  // Its Spanish twin, published since the build too: a copy with its language and its own slug,
  // linked to it as the Studio's Translations menu links them.
  const publishedTwin = {
    ...published,
    _id: "page-published-since-the-build-es",
    language: SPANISH,
    title: "Publicada después de la compilación",
    slug: { _type: "slug", current: "publicada-despues-de-la-compilacion" },
    intro: "Una página en español que la última compilación no escribió.",
  };
  const twinAddress = localizedPath(paths.page(publishedTwin.slug.current), SPANISH);
  const reference = (language: string, _ref: string) => ({
    _key: language,
    _type: "internationalizedArrayReferenceValue",
    language,
    value: { _type: "reference", _ref },
  });
  const twins = {
    _id: "translation-metadata-page-published-since-the-build",
    _type: "translation.metadata",
    schemaTypes: ["page"],
    translations: [reference("en", published._id), reference(SPANISH, publishedTwin._id)],
  };

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    test.setTimeout(240_000);
    ({ sanity, site } = await startLiveSite(testInfo, { sanityPort: SANITY_PORT, sitePort: SITE_PORT }));
    for (const doc of [published, publishedTwin, twins]) sanity.publish(doc);
  });

  test.afterAll(async () => {
    await site?.stop();
    await sanity?.close();
  });

  /** Opens `path` and waits until the page is quiet: each query live content made, and its language. */
  async function openLive(page: Page, path: string) {
    const queries: { query: string; language: unknown }[] = [];
    page.on("request", (request) => {
      if (!/\/data\/query\//.test(request.url())) return;
      const url = new URL(request.url());
      const posted = request.postDataJSON() as { query: string; params?: { language?: unknown } } | null;
      queries.push({
        query: posted?.query ?? url.searchParams.get("query") ?? "",
        language: posted ? posted.params?.language : JSON.parse(url.searchParams.get("$language") ?? "null"),
      });
    });
    const response = await page.goto(`${site.url}${path}`);
    await untilQuiet(page);
    return { response, queries };
  }

  test.describe("a Spanish-speaking visitor's browser", () => {
    test.use({ locale: "es-US", extraHTTPHeaders: { "Accept-Language": SPANISH_BROWSER } });

    test("keeps the Spanish not-found page and chrome at an English address, whatever lives there now", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const { response, queries } = await openLive(page, address);
      expect(response?.status()).toBe(404);
      // Live content came for the chrome and the not-found page, all of it asked in Spanish, the
      // page's language, not the address's (an English page's query would ask in English).
      expect(
        queries.some(({ query }) => query.includes("homeLanguages")),
        "the chrome's query",
      ).toBe(true);
      expect(
        queries.some(({ query }) => query.includes('"notFoundPage"')),
        "the page's query",
      ).toBe(true);
      expect(queries.map(({ language }) => language)).toEqual(queries.map(() => SPANISH));
      await expect(page.locator("html")).toHaveAttribute("lang", SPANISH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.title);
      await expect(page.getByRole("navigation", { name: spanishNavigation.mainNavLabel })).toBeVisible();
      await expect(page.getByText(published.intro)).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expect(
        errors.filter((error) => !error.includes("cdn.sanity.io")),
        "console errors",
      ).toEqual([]);
    });
  });

  test.describe("an English-speaking visitor's browser", () => {
    test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": ENGLISH_BROWSER } });

    test("is shown the English page published there since the build, which names its Spanish twin", async ({
      page,
    }) => {
      const response = await page.goto(`${site.url}${address}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(published.title);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // Its Spanish twin, published since the build too, is its version in the switcher.
      await expect(page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`)).toHaveAttribute(
        "href",
        twinAddress,
      );
    });
  });
});
