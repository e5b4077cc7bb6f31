import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { expect, test, type TestInfo } from "@playwright/test";
import type { JSONReportSuite } from "@playwright/test/reporter";
import { startEmulators, type Emulators } from "../../scripts/tools/emulators";
import { bin, capture } from "../../scripts/tools/processes";
import { paths } from "#content/paths.ts";
import { redirects } from "./support/dataset";

// `npm run smoke` (tests/runners/smoke.ts, tests/smoke/smoke.spec.ts) against the build under test,
// served as the host serves it, for a check of each kind it makes (a page, a redirect, a made-up
// address): they pass and the run exits 0; then against a copy of it with one page's <h1>
// removed, a dead internal link on another and an inline script the CSP refuses on a third: the
// run fails and names those pages. These test the smoke tool: every page of each template is
// visited by templates.spec.ts and read by tests/build, redirects by redirects.spec.ts.
const BROKEN_PORT = 5066;
const DEAD_LINK = "/smoke-test-dead-link";
const headless = path.resolve("build");

test.describe.configure({ mode: "serial" });

/** The smoke test's run on `base` (Playwright's `options` after `--`): its exit code, and each check's title and error. */
async function smoke(base: string, testInfo: TestInfo, options: string[] = []) {
  const report = testInfo.outputPath("smoke.json");
  const run = await capture(
    bin("tsx"),
    ["tests/runners/smoke.ts", base, "--", "--reporter=list,json", ...options],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    },
  );
  await testInfo.attach("smoke run", { body: run.stdout + run.stderr, contentType: "text/plain" });
  const tests = (suite: JSONReportSuite): { title: string; ok: boolean; error: string }[] => [
    ...(suite.specs ?? []).map((spec) => ({
      title: spec.title,
      ok: spec.ok,
      error: spec.tests
        .flatMap((t) =>
          t.results.flatMap((r) => r.errors.map((e) => stripVTControlCharacters(e.message ?? ""))),
        )
        .join("\n"),
    })),
    ...(suite.suites ?? []).flatMap(tests),
  ];
  const checks = (JSON.parse(readFileSync(report, "utf8")).suites as JSONReportSuite[]).flatMap(tests);
  const failed = Object.fromEntries(
    checks.filter((check) => !check.ok).map((check) => [check.title, check.error]),
  );
  return { code: run.code, checks, failed };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A `--grep` for the smoke test's checks of `pages`, of the redirect from `redirect`, and of its made-up address if `madeUp`. */
function checksOf(
  pages: string[],
  { redirect, madeUp = false }: { redirect?: string; madeUp?: boolean } = {},
) {
  const titles = pages.map((page) => `\\s${escaped(page)}$`);
  if (redirect) titles.push(`\\s${escaped(redirect)} \\(redirect\\)$`);
  if (madeUp) titles.push("made-up address");
  return `--grep=${titles.join("|")}`;
}

test("a sound build passes the smoke test: a page, a redirect and a made-up address", async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const [{ from }] = redirects();
  const result = await smoke(baseURL!, testInfo, [checksOf([paths.home], { redirect: from, madeUp: true })]);
  expect(result.checks.map((check) => check.title).sort()).toEqual(
    [paths.home, `${from} (redirect)`, "a made-up address answers 404"].sort(),
  );
  expect(result.failed).toEqual({});
  expect(result.code).toBe(0);
});

test.describe("a build with a broken page", () => {
  let hosting: Emulators | undefined;
  test.afterAll(async () => hosting?.stop());

  test("fails the smoke test, naming the page without a heading, the one with a dead link and the one with a refused script", async () => {
    const testInfo = test.info();
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

    // The broken pages and a sound one.
    const pages = [paths.about, paths.contact, paths.pricing, paths.home];
    const { code, checks, failed } = await smoke(hosting.url, testInfo, [checksOf(pages)]);

    expect(checks.map((check) => check.title).sort()).toEqual([...pages].sort());
    expect(code).toBe(1);
    expect(Object.keys(failed).sort()).toEqual([paths.about, paths.contact, paths.pricing].sort());
    expect(failed[paths.about]).toContain('"no <h1> in the served HTML"');
    expect(failed[paths.pricing]).toContain(`"link to ${DEAD_LINK} answers 404"`);
    expect(failed[paths.contact]).toMatch(/"CSP violation: script-src/);
  });
});
