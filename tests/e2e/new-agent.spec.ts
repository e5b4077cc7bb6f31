import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { agentTemplate as template, newAgent } from "./support/published-dataset";
import { testBuild } from "./support/test-builds";
import { canonicalUrl } from "#web/features/seo/sitePaths.ts";
import { readConfig } from "#web/shared/config/environment.server.ts";
import { paths } from "#content/paths.ts";

// A seventh agent is content only: the build after publishing it (./support/published-dataset.ts)
// gives it a page, a dropdown entry, a footer link, a home card, a sitemap entry, a canonical
// address and a share image of its own, with no code change.
test("a new agent document gets its page and links after a rebuild", async ({ page }) => {
  const { client } = testBuild("published");
  await page.route("**/*", (route) =>
    route.request().url().startsWith("file:") ? route.continue() : route.abort(),
  );
  await page.goto(`file://${path.join(client, "agents/email-marketer/index.html")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newAgent.heroTagline);

  await page.goto(`file://${path.join(client, "index.html")}`);
  const href = `a[href="${paths.agent("email-marketer")}"]`;
  await expect(page.locator(`nav ${href}`).first()).toBeAttached();
  await expect(page.locator(`footer ${href}`)).toHaveCount(1);
  await expect(page.locator(`section#ai-agents ${href}`).first()).toBeAttached();
  await expect(page.locator("section#ai-agents")).toContainText(newAgent.cardDescription);

  const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  const { siteUrl } = readConfig();
  const address = canonicalUrl(paths.agent("email-marketer"), siteUrl);
  expect(sitemap).toContain(`<loc>${address}</loc>`);
  const html = readFileSync(path.join(client, "agents/email-marketer/index.html"), "utf8");
  expect(html).toContain(`<link rel="canonical" href="${address}"/>`);
  expect(html).toContain(`content="${siteUrl}/og/agents/email-marketer.png"`);
  const image = readFileSync(path.join(client, "og/agents/email-marketer.png"));
  expect({ width: image.readUInt32BE(16), height: image.readUInt32BE(20) }).toEqual({
    width: 1200,
    height: 630,
  });
  const other = readFileSync(path.join(client, `og/agents/${template.slug.current}.png`));
  expect(image.equals(other)).toBe(false);

  // The description stays inside the JSON-LD: no script of its own, and the data parses back.
  expect(html).not.toContain("<script>window.__pwned");
  await page.goto(`file://${path.join(client, "agents/email-marketer/index.html")}`);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const service = data.map((text) => JSON.parse(text)).find((thing) => thing["@type"] === "Service");
  expect(service.description).toBe(newAgent.cardDescription);
});
