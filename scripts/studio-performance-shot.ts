import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./tools/chromium";
import { serveStudioPage } from "./tools/studio-page";
import { bundleStudioViews, openStudioView, type StudioView } from "./tools/studio-views";
import { startCollector, type Collector } from "../backend/plausible/collector";
import { localizedPath } from "../content/languages";
import { paths } from "../content/paths";

// docs/screenshots/studio-performance.png and studio-what-works.png: the Studio's Performance view
// of an agent's page and the What works tool, reading the local stand-in of Plausible
// (backend/plausible/) after 60 days of made-up visits, as an editor with a key sees them.
// `npx tsx scripts/studio-performance-shot.ts`

const root = path.resolve(import.meta.dirname, "..");
const FOLDER = path.join(root, "docs/screenshots");
const SITE = "nexora.ai";
const KEY = "screenshot-stats-key";
const DAY = 86_400_000;
const TODAY = new Date().toISOString().slice(0, 10);

/** A made-up page of the site: its visits a day, its share that send a lead, and its LCP. */
const PAGES = [
  { path: paths.agent("data-analyst"), visits: 9, lead: 0.12, trial: 0.08, lcp: 1900 },
  { path: paths.contact, visits: 6, lead: 0.3, trial: 0, lcp: 1400 },
  { path: paths.pricing, visits: 7, lead: 0.05, trial: 0.1, lcp: 2600 },
  { path: paths.agent("data-analyst", "es"), visits: 3, lead: 0.1, trial: 0.05, lcp: 3100 },
  { path: paths.post("ai-agents-for-ecommerce"), visits: 4, lead: 0.02, trial: 0.01, lcp: 2300 },
];
const SEARCHES = [
  { words: "hubspot integration", path: paths.pricing, times: 7 },
  { words: "precio por usuario", path: localizedPath(paths.home, "es"), times: 4 },
  { words: "gdpr", path: paths.contact, times: 2 },
];

/** A number from 0 to 1 that is the same on every run. */
function randomOf(seed: number) {
  const x = Math.sin(seed) * 10_000;
  return x - Math.floor(x);
}

function recordVisits(collector: Collector) {
  let visitor = 0;
  for (let daysAgo = 59; daysAgo >= 0; daysAgo--) {
    const day = Date.parse(`${TODAY}T08:00:00Z`) - daysAgo * DAY;
    PAGES.forEach((page, index) => {
      // More visits lately, so that the last 30 days grow on the 30 before.
      const visits = Math.round(page.visits * (1 + (60 - daysAgo) / 90) * (0.6 + randomOf(day + index)));
      for (let n = 0; n < visits; n++) {
        visitor++;
        const at = new Date(day + n * 600_000);
        const arrival = { at, ip: `10.0.${visitor % 250}.${Math.floor(visitor / 250)}`, userAgent: "Shot" };
        const url = `https://${SITE}${page.path}`;
        const event = (name: string, props?: Record<string, string | number>, later = 0) =>
          collector.record(
            { name, url, domain: SITE, props },
            { ...arrival, at: new Date(at.getTime() + later) },
          );
        event("pageview");
        const chance = randomOf(visitor * 7.1);
        event("Web Vitals", { lcp: Math.round(page.lcp * (0.6 + chance)), cls: 0.02, inp: 120 }, 1_000);
        if (chance < page.lead)
          event("Lead", { source: page.path.includes("contact") ? "contact-page" : "home-banner" }, 60_000);
        else if (chance < page.lead + page.trial) {
          collector.record(
            {
              name: "Sign up",
              url: `https://${SITE}${paths.signUp}`,
              domain: SITE,
              props: { method: "password" },
            },
            { ...arrival, at: new Date(at.getTime() + 120_000) },
          );
          collector.record(
            {
              name: "Start trial",
              url: `https://${SITE}${paths.dashboard}`,
              domain: SITE,
              props: { agent: "data-analyst", plan: "starter" },
            },
            { ...arrival, at: new Date(at.getTime() + 180_000) },
          );
        }
      }
    });
  }
  for (const { words, path: page, times } of SEARCHES)
    for (let n = 0; n < times; n++)
      collector.record(
        {
          name: "Search without results",
          url: `https://${SITE}${page}`,
          domain: SITE,
          props: { query: words },
        },
        { at: new Date(Date.now() - n * DAY), ip: `10.9.0.${n}`, userAgent: "Shot" },
      );
}

const collector = await startCollector(0, { statsKey: KEY });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const server = await serveStudioPage(await bundleStudioViews());
try {
  recordVisits(collector);
  const context = await browser.newContext({ viewport: { width: 980, height: 900 }, deviceScaleFactor: 1 });
  /** A picture of `view`, once `ready` shows. */
  const shoot = async (view: StudioView, name: string, ready: (page: Page) => Locator) => {
    const page = await openStudioView(context, server, view);
    page.on("pageerror", (error) => console.error(error));
    await ready(page).waitFor();
    mkdirSync(FOLDER, { recursive: true });
    await page.screenshot({ path: path.join(FOLDER, name), fullPage: true });
    console.log(`Wrote docs/screenshots/${name}`);
  };
  const dashboard = `${collector.url}/${SITE}`;
  // An editor who has not given a key yet (first: the views keep the key they are given).
  await shoot({ dashboard, path: PAGES[0].path, today: TODAY }, "studio-performance-key.png", (page) =>
    page.getByLabel("Plausible Stats API key"),
  );
  await shoot(
    { dashboard, statsKey: KEY, path: PAGES[0].path, today: TODAY },
    "studio-performance.png",
    (page) => page.getByRole("table", { name: `What ${PAGES[0].path} earned` }),
  );
  // The blog post has no document here: its row says so.
  const documents = [
    { _id: "agent-data-analyst", _type: "agent" as const, slug: "data-analyst", language: "en" },
    { _id: "agent-data-analyst-es", _type: "agent" as const, slug: "data-analyst", language: "es" },
    { _id: "page-contact", _type: "page" as const, slug: "contact", language: "en" },
    { _id: "page-pricing", _type: "page" as const, slug: "pricing", language: "en" },
  ];
  await shoot({ dashboard, statsKey: KEY, documents, today: TODAY }, "studio-what-works.png", (page) =>
    page.getByRole("table", { name: "Pages that bring leads" }),
  );
} finally {
  await browser.close();
  await Promise.all([collector.close(), server.close()]);
}
