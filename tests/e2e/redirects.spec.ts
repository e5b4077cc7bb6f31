import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { buildForTest } from "./support/test-build";
import { startEmulators, type Emulators } from "../../scripts/lib/emulators";
import { agents, docsOfType, SEED_FILE, sectionOf, type Doc } from "./support/dataset";
import { parseNdjson, toNdjson } from "../../content/ndjson";
import { paths } from "../../content/paths";
import { redirectPlan, slugChange } from "../../studio/slugRedirect";
import { documentLoads } from "./support/document-loads";

// Redirects are content: a copy of the dataset gains redirect documents (one as the Studio's
// Publish writes it when a post's slug changed, studio/slugRedirect.ts) and a footer link to an
// old address; a build from it, served as the host serves it, answers the old addresses
// with the redirects, and a click on the link inside the site lands on the new page without
// leaving the app.
const SITE_PORT = 5076;
const site = `http://localhost:${SITE_PORT}`;

const agent = agents()[0];
const moved = {
  _id: "redirect-old-agent",
  _type: "redirect",
  from: "/ai-agents/old-analyst",
  to: { _type: "reference", _ref: agent._id },
};
const temporary = {
  _id: "redirect-summer-offer",
  _type: "redirect",
  from: "/summer-offer",
  toUrl: `${paths.pricing}#agent-plans`,
  permanent: false,
};
/** A post whose slug was old-name before: the redirect "Publish and create redirect" writes. */
const post = docsOfType("post")[0];
const renamed = redirectPlan(
  slugChange({ type: "post", published: { ...post, slug: { current: "old-name" } }, draft: post })!,
  `drafts.${post._id}`,
  [],
  "redirect-renamed-post",
).write;
const LINK_LABEL = "Our old analyst page";

/** Site settings with a link to the moved address in the footer's first column of chosen links. */
function withOldLink(settings: Doc): Doc {
  const columns = settings.footerColumns.map((column: Doc) => ({ ...column }));
  const column = columns.find((candidate: Doc) => candidate._type === "menuColumn");
  column.links = [
    ...column.links,
    { _key: "old-address", _type: "menuLink", label: LINK_LABEL, url: moved.from },
  ];
  return { ...settings, footerColumns: columns };
}

let hosting: Emulators;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.setTimeout(300_000);
  const seedFile = path.join(mkdtempSync(path.join(tmpdir(), "redirects-")), "production.ndjson");
  const docs = parseNdjson<Doc>(readFileSync(SEED_FILE, "utf8"));
  const edited = docs.map((doc) => (doc._id === "siteSettings" ? withOldLink(doc) : doc));
  writeFileSync(seedFile, toNdjson([...edited, moved, temporary, renamed]));

  const buildDir = await buildForTest(testInfo, { CONTENT_SEED_FILE: seedFile });
  hosting = await startEmulators(SITE_PORT, { buildDir, hostingOnly: true });
});

test.afterAll(async () => {
  await hosting?.stop();
});

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
