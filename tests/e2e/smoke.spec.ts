import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startEmulators, type Emulators } from "../../scripts/lib/emulators";
import { runSmoke, smokeSummary, smokeTable, type SmokeResult } from "../../scripts/lib/smoke";
import { paths } from "../../content/paths";
import { listContentSlugs } from "../../web/contentSlugs.server";

// `npm run smoke` (scripts/lib/smoke.ts) against the build under test, served as the host
// serves it; then against a copy of it with one page's <h1> removed, a dead internal link on
// another and an inline script the CSP refuses on a third: the run fails and names those pages.
const BROKEN_PORT = 5066;
const DEAD_LINK = "/smoke-test-dead-link";
const headless = path.resolve("build");

test.describe.configure({ mode: "serial" });

async function smoke(base: string, browser: Parameters<typeof runSmoke>[0]["browser"]) {
  const { redirects } = await listContentSlugs();
  return runSmoke({ base, redirects, browser });
}

async function show(result: SmokeResult, testInfo: import("@playwright/test").TestInfo) {
  const report = `${smokeTable(result.rows)}\n\n${smokeSummary(result)}\n`;
  console.log(`\n${report}`);
  await testInfo.attach("smoke table", { body: report, contentType: "text/plain" });
}

const failed = (result: SmokeResult) =>
  Object.fromEntries(
    result.rows.filter((row) => row.problems.length).map((row) => [row.address, row.problems]),
  );

test("every address of the local build passes the smoke test", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const result = await smoke(baseURL!, browser);
  await show(result, testInfo);
  expect(result.pages, "pages in the sitemap").toBeGreaterThan(1);
  expect(failed(result)).toEqual({});
});

test.describe("a build with a broken page", () => {
  let hosting: Emulators | undefined;
  test.afterAll(async () => hosting?.stop());

  test("fails the smoke test, naming the page without a heading, the one with a dead link and the one with a refused script", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    // A copy inside the project: its firebase.json serves a relative public folder.
    const buildDir = testInfo.outputPath("build");
    cpSync(headless, buildDir, { recursive: true });
    const html = (address: string) => path.join(buildDir, "client", address, "index.html");
    const edit = (address: string, change: (page: string) => string) => {
      const before = readFileSync(html(address), "utf8");
      const after = change(before);
      expect(after, `the edit of ${address}`).not.toBe(before);
      writeFileSync(html(address), after);
    };
    edit(paths.about, (page) => page.replace(/<h1[\s>][\s\S]*?<\/h1>/, ""));
    edit(paths.pricing, (page) => page.replace("<main", `<a href="${DEAD_LINK}">Old offer</a><main`));
    // And an inline script the Content-Security-Policy does not allow.
    edit(paths.contact, (page) => page.replace("</head>", "<script>window.smokeTest = 1</script></head>"));
    hosting = await startEmulators(BROKEN_PORT, { buildDir, hostingOnly: true });

    const result = await smoke(hosting.url, browser);
    await show(result, testInfo);

    const problems = failed(result);
    expect(Object.keys(problems).sort()).toEqual([paths.about, paths.contact, paths.pricing].sort());
    expect(problems[paths.about]).toContain("no <h1> in the served HTML");
    expect(problems[paths.pricing]).toContain(`link to ${DEAD_LINK} answers 404`);
    expect(problems[paths.contact]).toContainEqual(expect.stringMatching(/^CSP violation: script-src/));
  });
});
