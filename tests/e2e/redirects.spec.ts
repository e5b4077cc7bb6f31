import { expect, test } from "./support/test";
import { sectionOf } from "./support/dataset";
import {
  movedRedirect as moved,
  OLD_LINK_LABEL as LINK_LABEL,
  redirectedAgent as agent,
  renamedPost as post,
  renamedRedirect as renamed,
  temporaryRedirect as temporary,
} from "./support/published-dataset";
import { testBuild } from "./support/test-builds";
import { paths } from "#content/paths.ts";
import { documentLoads } from "./support/document-loads";

// Redirects are content: the dataset after publishing (./support/published-dataset.ts) holds
// redirect documents (one as the Studio's Publish writes it when a post's slug changed,
// studio/slugRedirect.ts) and a footer link to an old address; its build, served as the host
// serves it, answers the old addresses with the redirects, and a click on the link inside the
// site lands on the new page without leaving the app.
const site = testBuild("published").url;

test("the host answers an old address with its redirect: 301 when permanent, 302 when temporary", async ({
  request,
}) => {
  const permanent = await request.get(`${site}${moved.from}`, { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(new URL(permanent.headers()["location"], site).pathname).toBe(paths.agent(agent.slug.current));

  const temporaryResponse = await request.get(`${site}${temporary.from}`, { maxRedirects: 0 });
  expect(temporaryResponse.status()).toBe(302);
  const location = new URL(temporaryResponse.headers()["location"], site);
  expect(`${location.pathname}${location.hash}`).toBe(temporary.toUrl);
});

test("a link inside the site to an old address lands on the new page, without leaving the app", async ({
  page,
}) => {
  await page.goto(`${site}${paths.home}`);
  const loads = documentLoads(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: LINK_LABEL }).click();

  await expect(page).toHaveURL(`${site}${paths.agent(agent.slug.current)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(agent.heroTagline);
  expect(loads(), "document loads after the click").toBe(0);
  // The history holds the new address, not the old one: Back returns home.
  await page.goBack();
  await expect(page).toHaveURL(`${site}${paths.home}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sectionOf(paths.home, "hero").headline);
});

test("a post's old address, redirected on publishing its new slug, leads to the post", async ({
  page,
  request,
}) => {
  const answer = await request.get(`${site}${renamed.from}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(new URL(answer.headers()["location"], site).pathname).toBe(paths.post(post.slug.current));

  await page.goto(`${site}${renamed.from}`);
  await expect(page).toHaveURL(`${site}${paths.post(post.slug.current)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
});

test("opening an old address lands on the new page", async ({ page }) => {
  await page.goto(`${site}${moved.from}`);
  await expect(page).toHaveURL(`${site}${paths.agent(agent.slug.current)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(agent.heroTagline);
});
