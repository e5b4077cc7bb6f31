import { expect, test, type Page } from "./support/test";
import { untilQuiet } from "./support/quiet";
import { startLiveSite, type LiveSite } from "./support/live-site";
import { agents, navigation, posts, price, singleton, type Doc } from "./support/dataset";
import { paths } from "../../content/paths";

// Published edits show on the live site without a rebuild: the build and the browser both
// read a "Sanity project" served by a local stand-in of Sanity's query API (startLiveSite).
const SANITY_PORT = 5071;
const SITE_PORT = 5072;

test.describe.configure({ mode: "serial" });

let sanity: LiveSite["sanity"];
let site: LiveSite["site"];
// As published when the build ran; the first test then edits it in the stand-in Sanity.
const agent = agents()[0];
const agentPage = `http://localhost:${SITE_PORT}${paths.agent(agent.slug.current)}#pricing`;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.setTimeout(240_000);
  ({ sanity, site } = await startLiveSite(testInfo, { sanityPort: SANITY_PORT, sitePort: SITE_PORT }));
});

test.afterAll(async () => {
  await site?.stop();
  await sanity?.close();
});

test("an edited price and tagline appear on reload, without a rebuild", async ({ page }) => {
  await page.goto(agentPage);
  const tagline = page.getByRole("heading", { level: 1 });
  await expect(tagline).toHaveText(agent.heroTagline);
  await expect(page.getByRole("tabpanel")).toContainText(price(agent.plans[0].price));

  const published = sanity.document(agent._id) as unknown as {
    heroTagline: string;
    plans: { price: number }[];
  };
  const editedAt = Date.now();
  published.heroTagline = "Insights Your Whole Team Can Use";
  published.plans[0].price = agent.plans[0].price + 30;
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
    sanity.publish(doc);
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
  sanity.publish(unpublished("drafts.agent-draft-only", "draft-only"));
  sanity.publish(unpublished("versions.rSpringLaunch.agent-scheduled", "scheduled-agent"));
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

test("with Sanity unreachable the page keeps its prerendered content and shows no error", async ({
  page,
}) => {
  await sanity.close();
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
