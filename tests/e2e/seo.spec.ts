import { expect, test, type Page } from "./support/test";
import { type Doc, agents, docsOfType, navigation, posts, singleton } from "./support/dataset";
import { builtPages, indexablePaths } from "./support/routes";
import { canonicalUrl } from "../../web/features/seo/sitePaths";
import { readConfig } from "../../web/shared/config/environment.server";
import { paths } from "../../content/paths";
import { LANGUAGE_IDS, languageOfPath } from "../../content/languages";
import { localizedPath } from "../../content/documentPaths";

// The build under test was made with this environment's VITE_SITE_URL (or the local default).
const SITE = readConfig().siteUrl;

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute("content");

/** The structured data of a page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test("every indexable page has its own title, description, canonical address and share card", async ({
  page,
  request,
}) => {
  // Some forty pages, one after the other: a minute is too short on a busy machine.
  test.setTimeout(180_000);
  const postPaths = new Set(posts().map((post) => paths.post(post.slug.current)));
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of indexablePaths()) {
    await page.goto(path);
    const canonical = canonicalUrl(path, SITE);
    expect(canonical.endsWith("/"), path).toBe(path === "/");
    await expect(page.locator('head link[rel="canonical"]'), path).toHaveAttribute("href", canonical);
    expect(await meta(page, 'meta[property="og:url"]'), path).toBe(canonical);
    const title = await page.title();
    const description = (await meta(page, 'meta[name="description"]')) ?? "";
    expect(title && description, path).toBeTruthy();
    titles.add(title);
    descriptions.add(description);
    expect(await meta(page, 'meta[property="og:title"]'), path).toBe(title);
    expect(await meta(page, 'meta[property="og:description"]'), path).toBe(description);
    expect(await meta(page, 'meta[property="og:type"]'), path).toBe(
      postPaths.has(path) ? "article" : "website",
    );
    expect(await meta(page, 'meta[property="og:site_name"]'), path).toBeTruthy();
    expect(await meta(page, 'meta[name="twitter:card"]'), path).toBe("summary_large_image");
    // The share image's alt text is the text its card shows: the site's name, then the page's
    // heading among the card's lines (not the SEO title, which the card does not show).
    const alt = (await meta(page, 'meta[property="og:image:alt"]')) ?? "";
    expect(alt.startsWith(`${singleton("siteSettings").siteName} · `), path).toBe(true);
    expect(alt, path).toContain((await page.getByRole("heading", { level: 1 }).textContent())?.trim());
    const lang = await page.locator("html").getAttribute("lang");
    expect(await meta(page, 'meta[property="og:locale"]'), path).toMatch(new RegExp(`^${lang}_[A-Z]{2}$`));
    // The site's X account, from the X profile among the settings' social links (none: no tag).
    const xProfile = singleton("siteSettings").socialLinks?.find((link: Doc) => link.network === "x");
    if (xProfile)
      expect(await meta(page, 'meta[name="twitter:site"]'), path).toBe(
        `@${new URL(xProfile.url).pathname.split("/")[1]}`,
      );
    else await expect(page.locator('head meta[name="twitter:site"]'), path).toHaveCount(0);
    await expect(page.locator('head meta[name="robots"]'), path).toHaveCount(0);

    const image = (await meta(page, 'meta[property="og:image"]')) ?? "";
    expect(image.startsWith(`${SITE}/og/`), path).toBe(true);
    const png = await request.get(new URL(image).pathname);
    expect(png.headers()["content-type"], path).toBe("image/png");
    expect(pngSize(await png.body()), path).toEqual({ width: 1200, height: 630 });
  }
  expect(titles.size).toBe(indexablePaths().length);
  expect(descriptions.size).toBe(indexablePaths().length);
});

test("account pages and the 404 page are kept out of search results", async ({ page }) => {
  const hidden = builtPages().filter((entry) => !entry.indexable);
  expect(hidden.map((entry) => entry.path)).toEqual(
    expect.arrayContaining([paths.signIn, paths.dashboard, paths.notFound]),
  );
  for (const { path } of hidden) {
    await page.goto(path === paths.notFound ? "/no-such-page" : path);
    expect(await meta(page, 'meta[name="robots"]'), path).toBe("noindex");
    await expect(page.locator('head link[rel="canonical"]'), path).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]'), path).toHaveCount(0);
  }
});

test("the sitemap lists exactly the prerendered indexable pages, robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(
    indexablePaths()
      .map((path) => canonicalUrl(path, SITE))
      .sort(),
  );
  expect(sitemap.match(/<lastmod>/g)).toHaveLength(locations.length);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Disallow: ${paths.dashboard}`);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  // One llms.txt per language, each listing that language's pages.
  const llms = Object.fromEntries(
    await Promise.all(
      LANGUAGE_IDS.map(async (language) => [
        language,
        await (await request.get(localizedPath("/llms.txt", language))).text(),
      ]),
    ),
  );
  for (const path of indexablePaths())
    expect(llms[languageOfPath(path)], path).toContain(`](${canonicalUrl(path, SITE)})`);
  expect(`${sitemap}${Object.values(llms).join("")}`).not.toContain(canonicalUrl(paths.notFound, SITE));
});

test("structured data: the agency and site on home, breadcrumbs as shown, offers with their prices", async ({
  page,
}) => {
  await page.goto("/");
  const home = await jsonLd(page);
  expect(home.map((thing) => thing["@type"])).toEqual(["Organization", "WebSite"]);
  const settings = docsOfType("siteSettings")[0];
  expect(home[0]).toMatchObject({ name: settings.siteName, email: settings.contactEmail, url: `${SITE}/` });

  for (const agent of agents()) {
    await page.goto(paths.agent(agent.slug.current));
    const [trail, service] = await jsonLd(page);
    const shown = await page
      .getByRole("navigation", { name: navigation().breadcrumbLabel })
      .getByRole("listitem")
      .allTextContents();
    expect((trail.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(shown);
    expect(service["@type"]).toBe("Service");
    const offers = service.offers as { price: number; priceCurrency: string; priceSpecification: object }[];
    expect(offers.map((offer) => offer.price)).toEqual(
      agent.plans.map((plan: { price: number }) => plan.price),
    );
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        unitText: "month",
      });
    }
  }

  await page.goto(paths.pricing);
  const [, catalog] = await jsonLd(page);
  expect(catalog["@type"]).toBe("OfferCatalog");
  const listed = JSON.stringify(catalog);
  for (const item of [...docsOfType("servicePackage"), ...docsOfType("addOn")])
    expect(listed).toContain(item.name);
});
