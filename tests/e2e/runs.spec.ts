import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { backendReply, holdRuns } from "./support/backend";
import { signedInCustomer } from "./support/customers";
import { singleton } from "./support/dataset";
import type { Run, Workflow } from "#web/shared/api/backend.ts";
import { paths } from "#content/paths.ts";

// The Runs area against the local stand-in, as a new customer with the demo customer's data,
// signed in (./support/customers.ts): the failing workflow's failed run, its failed step's error,
// Retry until the new run succeeds (the stand-in's clock: running 2 s after the retry, succeeded
// at 5 s), and the list's filters kept across a reload and back.

const { runsArea: texts } = singleton("dashboardPage");

const runsTable = (page: Page) => page.getByRole("table", { name: texts.title });
const filter = (page: Page, label: string) => page.getByRole("combobox", { name: label, exact: true });
const fact = (page: Page, label: string) =>
  page
    .locator(".run-facts > div")
    .filter({ has: page.getByRole("term").filter({ hasText: label }) })
    .getByRole("definition");

test("the failing workflow's failed run: its error, Retry, and the new run until it succeeds; the filters kept", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { idToken } = await signedInCustomer(page, paths.dashboardRuns, { demo: true });
  const workflows = await backendReply<Workflow[]>("/api/workflows", idToken);
  const failing = workflows.find((workflow) => workflow.status === "failing")!;
  expect(failing.name).toBe("Ticket triage");

  // The list, newest first, then only the failing workflow's failed runs: the address says so,
  // and a reload keeps them.
  await expect(runsTable(page).locator("tbody tr")).toHaveCount(25);
  await filter(page, texts.statusFilterLabel).selectOption("failed");
  await filter(page, texts.workflowFilterLabel).selectOption(failing.id);
  const filtered = `${paths.dashboardRuns}?status=failed&workflow=${failing.id}`;
  await expect(page).toHaveURL(filtered);
  const rows = runsTable(page).locator("tbody tr");
  await expect(rows.first()).toContainText(`${texts.runStatusLabels.failed}${failing.name}`);
  await page.reload();
  await expect(filter(page, texts.statusFilterLabel)).toHaveValue("failed");
  await expect(filter(page, texts.workflowFilterLabel)).toHaveValue(failing.id);
  await expect(rows.first()).toContainText(`${texts.runStatusLabels.failed}${failing.name}`);
  for (const row of await rows.all()) await expect(row).toContainText(texts.runStatusLabels.failed);
  expect(
    (await axeViolations(page)).map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`,
    ),
  ).toEqual([]);

  // Its newest failed run (the one last_error names): the failed step's error, as written.
  await rows.first().getByRole("link").click();
  const failedId = failing.last_error!.run_id;
  await expect(page).toHaveURL(`${paths.dashboardRun}?id=${failedId}`);
  const failed = await backendReply<Run>(`/api/runs/${failedId}`, idToken);
  const step = failed.steps.find((candidate) => candidate.status === "failed")!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(failing.name);
  await expect(fact(page, texts.statusLabel)).toHaveText(texts.runStatusLabels.failed);
  await expect(page.getByRole("listitem").filter({ hasText: step.name })).toContainText(
    `${texts.errorLabel} ${step.error!.message}`,
  );
  expect(
    (await axeViolations(page)).map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`,
    ),
  ).toEqual([]);

  // Retry: the new run's page, followed until it succeeds.
  await page.getByRole("button", { name: texts.retryLabel }).click();
  await expect(page.getByRole("status").filter({ hasText: texts.retryStartedText })).toBeVisible();
  await expect(page).not.toHaveURL(`${paths.dashboardRun}?id=${failedId}`);
  await expect(page).toHaveURL(new RegExp(`${paths.dashboardRun}\\?id=run-`));
  await expect(fact(page, texts.retryOfLabel)).toHaveText(failedId);
  await expect(fact(page, texts.triggerLabel)).toHaveText(texts.triggerLabels.retry);
  await expect(fact(page, texts.statusLabel)).toHaveText(texts.runStatusLabels.succeeded, {
    timeout: 20_000,
  });
  await expect(page.getByRole("button", { name: texts.retryLabel })).toHaveCount(0);

  // Back to the list, with the filters it came from.
  await page.getByRole("link", { name: texts.backLabel }).click();
  await expect(page).toHaveURL(filtered);
  await expect(filter(page, texts.statusFilterLabel)).toHaveValue("failed");
});

test("a search of the errors and a range of days, in the address; Export CSV saves every run they match", async ({
  page,
}) => {
  const { idToken } = await signedInCustomer(page, paths.dashboardRuns, { demo: true });
  const failing = (await backendReply<Workflow[]>("/api/workflows", idToken)).find(
    (workflow) => workflow.status === "failing",
  )!;
  // A word of the failing workflow's last error, and the last 30 days (UTC).
  const word = failing.last_error!.message.split(/\W+/).find((part) => part.length > 5)!;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const [from, to] = [day(29), day(0)];
  await page.getByLabel(texts.fromFilterLabel, { exact: true }).fill(from);
  await page.getByLabel(texts.toFilterLabel, { exact: true }).fill(to);
  await page.getByRole("searchbox", { name: texts.searchFilterLabel }).fill(word);
  await page.getByRole("button", { name: texts.applyFiltersLabel }).click();
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ from, to, q: word });
  // The backend's answer for the same query, all its pages: what the list shows and the file holds.
  const matching: Run[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ started_from: from, started_to: to, q: word, limit: "100" });
    if (cursor) query.set("cursor", cursor);
    const reply: { runs: Run[]; next_cursor: string | null } = await backendReply(
      `/api/runs?${query}`,
      idToken,
    );
    matching.push(...reply.runs);
    cursor = reply.next_cursor;
  } while (cursor);
  expect(matching.length).toBeGreaterThan(0);
  const rows = runsTable(page).locator("tbody tr");
  await expect(rows).toHaveCount(Math.min(matching.length, 25));
  for (const row of await rows.all()) await expect(row).toContainText(texts.runStatusLabels.failed);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: texts.searchFilterLabel })).toHaveValue(word);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: texts.exportLabel }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^runs-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines).toHaveLength(matching.length + 1);
  for (const run of matching) expect(csv).toContain(run.id);
  await expect(page.getByRole("status").filter({ hasText: file.suggestedFilename() })).toBeVisible();
});

test("Stop on a running run: the run ends stopped, its steps say how far it came, and Retry is not offered", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await signedInCustomer(page, paths.dashboardRuns, { demo: true });
  const failing = (await backendReply<Workflow[]>("/api/workflows", customer.idToken)).find(
    (workflow) => workflow.status === "failing",
  )!;
  // The stand-in holds this customer's retries running until they are stopped (backend/runs.ts).
  await holdRuns(customer.email, true);
  try {
    const failedId = failing.last_error!.run_id;
    await page.goto(`${paths.dashboardRun}?id=${failedId}`);
    await page.getByRole("button", { name: texts.retryLabel }).click();
    await expect(page).not.toHaveURL(`${paths.dashboardRun}?id=${failedId}`);
    await expect(page).toHaveURL(new RegExp(`${paths.dashboardRun}\\?id=run-`));
    const runId = new URL(page.url()).searchParams.get("id")!;
    await expect(fact(page, texts.statusLabel)).toHaveText(texts.runStatusLabels.running, {
      timeout: 20_000,
    });

    await page.getByRole("button", { name: texts.stopLabel }).click();
    await expect(page.getByText(texts.stoppedText)).toBeFocused();
    await expect(fact(page, texts.statusLabel)).toHaveText(texts.runStatusLabels.stopped);
    await expect(page.getByRole("button", { name: texts.stopLabel })).toHaveCount(0);
    await expect(page.getByRole("button", { name: texts.retryLabel })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The backend holds what the page showed: stopped, its steps done or skipped, none running.
    const stopped = await backendReply<Run>(`/api/runs/${runId}`, customer.idToken);
    expect(stopped.status).toBe("stopped");
    expect(stopped.steps.map((step) => step.status)).not.toContain("running");
    expect(stopped.steps.some((step) => step.status === "skipped")).toBe(true);
  } finally {
    await holdRuns(customer.email, false);
  }
});
