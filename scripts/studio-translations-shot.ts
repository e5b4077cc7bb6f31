import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./tools/chromium";
import { bundleStudioPage, routeStudioPage, serveStudioPage } from "./tools/studio-page";

// docs/screenshots/studio-translations.png: the Studio's Translations menu, open, for a page with a
// Spanish translation and a post without one (studio/translationsMenu.fixture.tsx: the plugin's own menu,
// with the Studio's config and the bundled dataset, as the component test renders it), built for
// the browser and shown in Chromium, the pointer on the Spanish entry.

const root = path.resolve(import.meta.dirname, "..");
const OUTPUT = path.join(root, "docs/screenshots/studio-translations.png");
/** A document's picture, in CSS pixels: room for the menu and, to its right, a tooltip. */
const WIDTH = 460;
const HEIGHT = 210;

// The menu of the first or second document (?shown=0 or 1); the page's title names the document.
const entry = `
import { createRoot } from "react-dom/client";
import { translationsMenu, WITH_TRANSLATION, WITHOUT_TRANSLATION } from "/studio/translationsMenu.fixture.tsx";
const id = [WITH_TRANSLATION, WITHOUT_TRANSLATION][new URLSearchParams(location.search).get("shown")];
translationsMenu(id).then(({ view, doc }) => {
  document.title = doc.title + " (" + doc._type + ")";
  createRoot(document.getElementById("root")).render(view);
});
`;

/** A document's menu, open, the pointer on its Spanish entry: its caption and picture. */
async function shoot(browser: Browser, server: { url: string }, shown: number) {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 2 });
  page.on("pageerror", (error) => console.error(error));
  await routeStudioPage(page);
  await page.goto(`${server.url}/index.html?shown=${shown}`);
  await page.getByRole("button", { name: "Translations" }).click();
  const spanish = page.getByRole("button", { name: /^Spanish/ });
  // Once the menu has read the translations, the entry shows what a click does.
  await spanish.locator("[data-sanity-icon=split-vertical], [data-sanity-icon=add]").waitFor();
  await spanish.hover();
  await page.waitForTimeout(400); // the tooltip fades in
  const picture = await page.screenshot();
  const caption = await page.title();
  await page.close();
  return { caption, picture };
}

const figure = ({ caption, picture }: { caption: string; picture: Buffer }) =>
  `<figure style="margin:0"><figcaption style="margin:0 0 8px">${caption}</figcaption>` +
  `<img width="${WIDTH}" height="${HEIGHT}" style="display:block;border:1px solid #dcdfe4;border-radius:6px" ` +
  `src="data:image/png;base64,${picture.toString("base64")}"></figure>`;

async function main() {
  const server = await serveStudioPage(await bundleStudioPage(entry));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const shots = [await shoot(browser, server, 0), await shoot(browser, server, 1)];
    const page = await browser.newPage({ deviceScaleFactor: 2 });
    await page.setContent(
      `<!doctype html><body style="width:fit-content;margin:0;padding:16px;display:flex;gap:16px;background:#f2f3f5;` +
        `font:500 13px/1.4 sans-serif;color:#3c4758">${shots.map(figure).join("")}</body>`,
    );
    mkdirSync(path.dirname(OUTPUT), { recursive: true });
    await page.locator("body").screenshot({ path: OUTPUT });
    console.log(`Wrote ${path.relative(root, OUTPUT)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
