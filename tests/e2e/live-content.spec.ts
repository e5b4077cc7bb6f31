import { expect, test, type Page } from "./support/test";
import { untilQuiet } from "./support/quiet";
import { sanityStandIn } from "./support/sanity-stand-in";
import { collectErrors as collectDocumentErrors } from "./support/hydration";
import { SANITY_STAND_IN_URL, testBuild } from "./support/test-builds";
import {
  agents,
  navigation,
  posts,
  price,
  requiredTranslationOf,
  singleton,
  type Doc,
} from "./support/dataset";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";

// Published edits show on the live site without a rebuild: the build and the browser both
// read a "Sanity project" served by a local stand-in of Sanity's query API (./support/sanity-stand-in.ts),
// the test build "live" (./support/test-builds.ts), made before the tests. The tests publish in
// it, one after the other; at their end it holds the dataset the build read again.

test.describe.configure({ mode: "serial" });

const sanity = sanityStandIn(SANITY_STAND_IN_URL);
const site = testBuild("live");
// As published when the build ran; the first test then edits it in the stand-in Sanity.
const agent = agents()[0];
const agentPage = `${testBuild("live").url}${paths.agent(agent.slug.current)}#pricing`;

const SPANISH = "es";
const spanish = requiredTranslationOf(singleton("notFoundPage"), SPANISH);
const spanishNavigation = requiredTranslationOf(singleton("siteSettings"), SPANISH).navigation;
/** What a Spanish-speaking visitor's browser sends (a US Spanish speaker's, as the brief's market). */
const SPANISH_BROWSER = "es-US,es";
/** An English-speaking visitor's browser that also reads Spanish, after English. */
const ENGLISH_BROWSER = "en-US,en;q=0.9,es;q=0.8";

test.afterAll(() => sanity.reset());

test("an edited price and tagline appear on reload, without a rebuild", async ({ page }) => {
  await page.goto(agentPage);
  const tagline = page.getByRole("heading", { level: 1 });
  await expect(tagline).toHaveText(agent.heroTagline);
  await expect(page.getByRole("tabpanel")).toContainText(price(agent.plans[0].price));

  const published = await sanity.document(agent._id);
  const plans = published.plans as { price: number }[];
  plans[0].price = agent.plans[0].price + 30;
  const editedAt = Date.now();
  await sanity.publish({ ...published, heroTagline: "Insights Your Whole Team Can Use", plans });
  await page.reload();
  await expect(tagline).toHaveText("Insights Your Whole Team Can Use");
  await expect(page.getByRole("tabpanel")).toContainText(price(agent.plans[0].price + 30));
  const seconds = (Date.now() - editedAt) / 1000;
  test.info().annotations.push({ type: "edit visible after", description: `${seconds.toFixed(1)} s` });
  console.log(`live content: the edit was visible ${seconds.toFixed(1)} s after it was published`);

  // Client-side navigation reads live content too.
  await page.getByRole("link", { name: navigation().homeLabel, exact: true }).first().click();
  await page.getByRole("navigation", { name: navigation().breadcrumbLabel }).waitFor({ state: "detached" });
  await page.goBack();
  await expect(tagline).toHaveText("Insights Your Whole Team Can Use");
});

// Published after the build: the host serves 404.html at their addresses, and the page asks
// the published content what lives there now.
const newAgent: Doc = {
  ...agents()[1],
  _id: "agent-launch-day",
  name: "Launch Day Agent",
  slug: { _type: "slug", current: "launch-day-agent" },
  heroTagline: "Ship Launch Announcements Without the Scramble",
  // The page's title is then "<name> | <site name>".
  seo: null,
};
const newPage: Doc = {
  _id: "page-launch-week",
  _type: "page",
  title: "Launch week",
  slug: { _type: "slug", current: "launch-week" },
  intro: "Everything we ship this week, in one place.",
  sections: [],
};
const newPost: Doc = {
  ...posts()[0],
  _id: "post-published-after-the-build",
  title: "Published after the build, read at once",
  slug: { _type: "slug", current: "published-after-the-build" },
  publishedAt: "2099-02-01T09:00:00Z",
  seo: null,
};
const notFound = singleton("notFoundPage");

/**
 * Console errors and uncaught exceptions, but the document's own 404 (the host's answer) and
 * images from Sanity's image CDN, which the stand-in project has none of, offline.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || message.text().includes("status of 404")) return;
    if (message.location().url.startsWith("https://cdn.sanity.io/")) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a new agent, page and post show at their addresses within 10 s of publishing, marked noindex", async ({
  page,
}) => {
  for (const [doc, path, heading] of [
    [newAgent, paths.agent(newAgent.slug.current), newAgent.heroTagline],
    [newPage, paths.page(newPage.slug.current), newPage.title],
    [newPost, paths.post(newPost.slug.current), newPost.title],
  ] as const) {
    const errors = collectErrors(page);
    const before = await page.goto(`${site.url}${path}`);
    expect(before?.status(), `${path} is not in the build`).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);

    const publishedAt = Date.now();
    await sanity.publish(doc);
    const response = await page.goto(`${site.url}${path}`);
    expect(response?.status(), "the host still answers 404 until the next build").toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 10_000 });
    const seconds = (Date.now() - publishedAt) / 1000;
    test.info().annotations.push({ type: `${path} visible after`, description: `${seconds.toFixed(1)} s` });
    console.log(`published since the build: ${path} showed ${seconds.toFixed(1)} s after it was published`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle(new RegExp(`^${doc.name ?? doc.title}`));
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
});

test("an address nothing lives at, or only a draft or a release's version, stays the not-found page", async ({
  page,
}) => {
  const unpublished = (id: string, slug: string) => ({
    ...newAgent,
    _id: id,
    slug: { _type: "slug", current: slug },
  });
  await sanity.publish(unpublished("drafts.agent-draft-only", "draft-only"));
  await sanity.publish(unpublished("versions.rSpringLaunch.agent-scheduled", "scheduled-agent"));
  for (const path of [
    paths.agent("no-such-agent"),
    paths.agent("draft-only"),
    paths.agent("scheduled-agent"),
    "/no-such-page",
  ]) {
    const errors = collectErrors(page);
    // Live content has answered when the not-found page's own content has come.
    const answered = page.waitForResponse(
      (response) =>
        /\/data\/query\//.test(response.url()) &&
        decodeURIComponent(response.url()).includes('"notFoundPage"'),
    );
    await page.goto(`${site.url}${path}`);
    await answered;
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByText(newAgent.heroTagline)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
});

// With a Sanity project, a page asks the published content what lives at an address the build
// did not write (web/routes/not-found/publishedSince.ts), and its own texts again: in the language of the page
// on screen. The Spanish not-found page at an English address stays Spanish, and
// shows no English page published there since the build; an English browser sees that page.
test.describe("with live content", () => {
  const published = {
    _id: "page-published-since-the-build",
    _type: "page",
    title: "Published since the build",
    slug: { _type: "slug", current: "published-since-the-build" },
    intro: "An English page the last build did not write.",
    sections: [],
  };
  const address = paths.page(published.slug.current);
  // Its Spanish translation, published since the build too: a copy with its language and its own slug,
  // linked to it as the Studio's Translations menu links them.
  const publishedTranslation = {
    ...published,
    _id: "page-published-since-the-build-es",
    language: SPANISH,
    title: "Publicada después de la compilación",
    slug: { _type: "slug", current: "publicada-despues-de-la-compilacion" },
    intro: "Una página en español que la última compilación no escribió.",
  };
  const translationAddress = localizedPath(paths.page(publishedTranslation.slug.current), SPANISH);
  const reference = (language: string, _ref: string) => ({
    _key: language,
    _type: "internationalizedArrayReferenceValue",
    language,
    value: { _type: "reference", _ref },
  });
  const translations = {
    _id: "translation-metadata-page-published-since-the-build",
    _type: "translation.metadata",
    schemaTypes: ["page"],
    translations: [reference("en", published._id), reference(SPANISH, publishedTranslation._id)],
  };

  test.beforeAll(async () => {
    for (const doc of [published, publishedTranslation, translations]) await sanity.publish(doc);
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
    // Another locale than the worker's context's: a context of the test's own.
    test.use({
      freshContext: true,
      locale: "es-US",
      extraHTTPHeaders: { "Accept-Language": SPANISH_BROWSER },
    });

    test("keeps the Spanish not-found page at an English address, whatever lives there now", async ({
      page,
    }) => {
      const errors = collectDocumentErrors(page);
      const { response, queries } = await openLive(page, address);
      expect(response?.status()).toBe(404);
      // Live content came for the not-found page's texts, asked in Spanish, the page's language, not
      // the address's (an English page's query would ask in English). The page refreshes only its
      // own texts (web/routes/not-found/NotFoundBoundary.tsx).
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

    test("is shown the English page published there since the build, which names its Spanish translation", async ({
      page,
    }) => {
      const response = await page.goto(`${site.url}${address}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(published.title);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // Its Spanish translation, published since the build too, is its version in the switcher.
      await expect(page.locator(`.language-switcher--navbar a[lang="${SPANISH}"]`)).toHaveAttribute(
        "href",
        translationAddress,
      );
    });
  });
});

test("with Sanity unreachable the page keeps its prerendered content and shows no error", async ({
  page,
}) => {
  // Every request to it refused, as a browser that cannot reach Sanity finds.
  await page.route(`${SANITY_STAND_IN_URL}/**`, (route) => route.abort("connectionrefused"));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(agentPage);
  await untilQuiet(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(agent.heroTagline);
  await expect(page.getByRole("tabpanel")).toContainText(price(agent.plans[0].price));
  await expect(page.getByText(/something went wrong|unexpected application error/i)).toHaveCount(0);
  expect(errors).toEqual([]);

  // An address the build did not write: the plain not-found page, even for one published since.
  await page.goto(`${site.url}${paths.agent(newAgent.slug.current)}`);
  await untilQuiet(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
  await expect(page.getByText(/something went wrong|unexpected application error/i)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("with no Sanity project configured, pages make no content request", async ({ page }) => {
  const contentRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/data\/query\//.test(request.url())) contentRequests.push(request.url());
  });
  await page.goto(paths.agent(agent.slug.current));
  await untilQuiet(page);
  await page.getByRole("link", { name: navigation().homeLabel, exact: true }).first().click();
  await expect(page).toHaveURL(paths.home);
  await untilQuiet(page);
  expect(contentRequests).toEqual([]);
});
