import { expect, test } from "./support/test";
import { buildForTest } from "./support/test-build";
import { startEmulators, type Emulators } from "../../scripts/lib/emulators";
import { agents, navigation, price } from "./support/dataset";
import { startFakeSanity } from "./support/fake-sanity";
import { paths } from "../../web/shared/paths";

// Published edits show on the live site without a rebuild: the build and the browser both
// read a "Sanity project" served by a local stand-in of Sanity's query API.
// Not 5060/5061: Chromium refuses those ports (SIP).
const SANITY_PORT = 5071;
const SITE_PORT = 5072;

test.describe.configure({ mode: "serial" });

let sanity: ReturnType<typeof startFakeSanity>;
let site: Emulators;
// As published when the build ran; the first test then edits it in the stand-in Sanity.
const agent = agents()[0];
const agentPage = `http://localhost:${SITE_PORT}${paths.agent(agent.slug.current)}#pricing`;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.setTimeout(240_000);
  sanity = startFakeSanity(SANITY_PORT);
  const buildDir = await buildForTest(testInfo, {
    VITE_SANITY_PROJECT_ID: "e2e",
    VITE_SANITY_DATASET: "production",
    VITE_SANITY_API_HOST: `http://127.0.0.1:${SANITY_PORT}`,
  });
  site = await startEmulators(SITE_PORT, { buildDir, hostingOnly: true });
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

test("with Sanity unreachable the page keeps its prerendered content and shows no error", async ({
  page,
}) => {
  await sanity.close();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(agentPage);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(agent.heroTagline);
  await expect(page.getByRole("tabpanel")).toContainText(price(agent.plans[0].price));
  await expect(page.getByText(/something went wrong|unexpected application error/i)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("with no Sanity project configured, pages make no content request", async ({ page }) => {
  const contentRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/data\/query\//.test(request.url())) contentRequests.push(request.url());
  });
  await page.goto(paths.agent(agent.slug.current));
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: navigation().homeLabel, exact: true }).first().click();
  await page.waitForLoadState("networkidle");
  expect(contentRequests).toEqual([]);
});
