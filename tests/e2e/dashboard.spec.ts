import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { signedInCustomer as newCustomer, signInAs } from "./support/customers";
import { backendReply, recordedRequests, setBackendFaults } from "./support/backend";
import { agents, singleton } from "./support/dataset";
import { AREAS, openArea, type Area } from "./support/client-area";
import { nuErrors } from "./support/nu-checker";
import { DEMO_CUSTOMER } from "../../backend/local";
import type { Fault } from "../../backend/stand-in";
import type { AgentSubscription, Workflow } from "#web/shared/api/backend.ts";
import { formatPercent, runsPerDay, totalRuns } from "#web/features/dashboard/data/runFigures.ts";
import { formatCount } from "#web/shared/ui/format.ts";
import { paths } from "#content/paths.ts";

// The signed-in client area against the local stand-in backend: each test signs in its own new
// customer (./support/customers.ts: with the demo customer's data, or none), so that tests running
// alongside, and their faults, do not meet, and goes to the area that shows what it checks. A
// test that jumps over the backend's 10 s limit fakes the page's clock, in a context of its own.

const dashboard = singleton("dashboardPage");
const { agentsCard, workflowsCard, analyticsCard, loadStates, customerStats } = dashboard;

/** A new customer signed in (with the demo customer's data if `demo`), on `area`. */
const signedInCustomer = (
  page: Page,
  { demo, area = "overview" }: { demo: boolean; area?: Area },
  faults = {},
) => newCustomer(page, AREAS[area], { demo, faults });

/** The e-mail in a call's bearer ID token. */
const emailOf = (authorization: string | null) =>
  JSON.parse(Buffer.from(authorization?.split(".")[1] ?? "", "base64url").toString() || "{}").email;

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

/** Errors the page threw or logged, but for the mismatch the client reports on purpose. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("a customer sees their agents, workflows, 30 days of runs and their own figures", async ({ page }) => {
  const errors = pageErrors(page);
  const customer = await signedInCustomer(page, { demo: true });
  const subscriptions = await backendReply<AgentSubscription[]>("/api/agents", customer.idToken);
  const workflows = await backendReply<Workflow[]>("/api/workflows", customer.idToken);
  expect(subscriptions).toHaveLength(2);

  // The Overview: the chart, and the same figures as a table (one row a day and the totals);
  // the customer's own figures.
  const analytics = section(page, analyticsCard.title);
  const days = runsPerDay(workflows, new Date());
  const total = totalRuns(days);
  await expect(analytics.getByRole("img", { name: analyticsCard.chartLabel })).toBeVisible();
  await expect(analytics.getByRole("listitem").first()).toHaveText(
    `${analyticsCard.succeededLabel} ${formatCount(total.succeeded)}`,
  );
  await analytics.getByText(analyticsCard.tableLabel).click();
  const table = analytics.getByRole("table", { name: analyticsCard.chartLabel });
  await expect(table.locator("tbody tr")).toHaveCount(30);
  await expect(table.locator("tfoot tr")).toHaveText(
    `${analyticsCard.totalLabel}${formatCount(total.succeeded)}${formatCount(total.failed)}`,
  );

  const figures = page.getByTestId("customer-stats");
  await expect(figures.getByRole("definition").nth(0)).toHaveText("2");
  await expect(figures.getByRole("definition").nth(2)).toHaveText(
    formatPercent(total.succeeded / (total.succeeded + total.failed)),
  );
  await expect(page.getByTestId("platform-stats")).toBeVisible();

  // Agents: each subscription, with the workflows it runs.
  await openArea(page, "agents");
  const yourAgents = section(page, agentsCard.title);
  await expect(yourAgents.getByRole("listitem")).toHaveCount(subscriptions.length);
  for (const subscription of subscriptions) {
    const agent = agents().find((candidate) => candidate.slug.current === subscription.agent_slug)!;
    const item = yourAgents.getByRole("listitem").filter({ hasText: agent.name });
    await expect(item.getByRole("link", { name: agent.name })).toHaveAttribute(
      "href",
      paths.agent(agent.slug.current),
    );
    await expect(item).toContainText(agentsCard.statusLabels[subscription.status]);
    const plan = (agent.plans as { planId: string; name: string }[]).find(
      (candidate) => candidate.planId === subscription.plan,
    )!;
    await expect(item).toContainText(`${agentsCard.planLabel}${plan.name}`);
    await expect(item.getByText(agentsCard.trialEndsLabel)).toHaveCount(
      subscription.status === "trial" ? 1 : 0,
    );
    const itsWorkflows = workflows.filter((workflow) => workflow.subscription_id === subscription.id);
    if (itsWorkflows.length)
      await expect(item.getByRole("row")).toHaveText([
        `${agentsCard.workflowsLabel}${agentsCard.statusLabel}`,
        ...itsWorkflows.map((workflow) => `${workflow.name}${workflowsCard.statusLabels[workflow.status]}`),
      ]);
    else await expect(item).toContainText(agentsCard.noWorkflowsText);
  }

  // Workflows: each one's status and runs.
  await openArea(page, "workflows");
  const yourWorkflows = section(page, workflowsCard.title);
  await expect(yourWorkflows.getByRole("listitem")).toHaveCount(workflows.length);
  for (const workflow of workflows) {
    const item = yourWorkflows.getByRole("listitem").filter({ hasText: workflow.name });
    const runs = totalRuns(workflow.runs_by_day);
    await expect(item).toContainText(workflowsCard.statusLabels[workflow.status]);
    await expect(item).toContainText(
      `${workflowsCard.runsLabel}${formatCount(runs.succeeded + runs.failed)}`,
    );
  }
  expect(errors).toEqual([]);
});

test("the README's demo customer, whom `npm start` signs up, signs in to two agents and their workflows", async ({
  page,
}) => {
  const { email, password, firstName, lastName } = DEMO_CUSTOMER;
  await signInAs(page, { email, password, name: `${firstName} ${lastName}` }, paths.dashboard);
  await expect(
    section(page, analyticsCard.title).getByRole("img", { name: analyticsCard.chartLabel }),
  ).toBeVisible();
  await openArea(page, "agents");
  await expect(section(page, agentsCard.title).getByRole("listitem")).toHaveCount(2);
  await openArea(page, "workflows");
  await expect(section(page, workflowsCard.title).getByRole("listitem").first()).toBeVisible();
});

test("each area has an address: the back button and a reload keep it, and its heading gets the focus", async ({
  page,
}) => {
  await signedInCustomer(page, { demo: true });
  const heading = page.getByRole("heading", { level: 1 });
  await openArea(page, "agents");
  await expect(heading).toHaveText(agentsCard.title);
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${agentsCard.pageTitle}`));
  await openArea(page, "workflows");
  await expect(heading).toHaveText(workflowsCard.title);
  await expect(heading).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(paths.dashboardAgents);
  await expect(heading).toHaveText(agentsCard.title);
  await expect(heading).toBeFocused();
  await page.reload();
  await expect(page).toHaveURL(paths.dashboardAgents);
  await expect(section(page, agentsCard.title).getByRole("listitem")).toHaveCount(2);
});

test("a new customer sees what each section holds when empty, and the platform's figures as the platform's", async ({
  page,
}) => {
  const errors = pageErrors(page);
  await signedInCustomer(page, { demo: false });
  await expect(section(page, analyticsCard.title)).toContainText(analyticsCard.emptyText);
  const own = page.getByTestId("customer-stats").getByRole("definition");
  await expect(own).toHaveText(["0", "0", customerStats.unavailableText]);
  await expect(page.getByRole("heading", { name: dashboard.platformStatsTitle })).toBeVisible();
  for (const stat of dashboard.quickStats as { value: string; label: string }[])
    await expect(page.getByTestId("platform-stats")).toContainText(`${stat.label}${stat.value}`);
  await openArea(page, "agents");
  await expect(section(page, agentsCard.title)).toContainText(agentsCard.emptyText);
  await expect(
    section(page, agentsCard.title).getByRole("link", { name: agentsCard.linkLabel }),
  ).toHaveAttribute("href", paths.agents);
  await openArea(page, "workflows");
  await expect(section(page, workflowsCard.title)).toContainText(workflowsCard.emptyText);
  expect(errors).toEqual([]);
});

// Each fault spoils the agents call; the workflows and the chart keep working beside it. The
// customer asks for the Agents area and signs in on the way, so that only its call meets the fault.
// The first and the fourth are not the backend's contract: `npm run test:contract` leaves them out
// (@off-contract): an outside validator between page and backend would answer for a dropped
// connection, and reports the reply out of contract, as it should.
const faults: [string, Fault, string][] = [
  ["cannot be reached", { drop: true }, loadStates.downText],
  ["answers 5xx", { status: 503 }, loadStates.serverText],
  ["answers 401 even to a refreshed token", { status: 401 }, loadStates.unauthorizedText],
  [
    "answers out of contract",
    { reply: [{ id: 7, agent_slug: "customer-support" }] },
    loadStates.mismatchText,
  ],
  // Longer than the 10 s limit on a backend call (nobody waits for it): the page's clock jumps
  // over the limit.
  ["is slower than 10 s", { delayMs: 12_000 }, loadStates.timeoutText],
];
for (const [label, fault, message] of faults) {
  test.describe(() => {
    // The page's clock, faked to jump over the limit.
    test.use({ fakeClock: Boolean(fault.delayMs) });
    const offContract = fault.drop || fault.reply ? { tag: "@off-contract" } : {};
    test(
      `when the backend ${label}, Your agents says so and retries; the rest keeps working`,
      offContract,
      async ({ page }) => {
        const errors = pageErrors(page);
        const yourAgents = section(page, agentsCard.title);
        let agentsCalls = 0;
        page.on("request", (request) => {
          if (request.method() === "GET" && new URL(request.url()).pathname === "/api/agents") agentsCalls++;
        });
        // The page's clock jumps over the 10 s limit once the Agents area's call (and so its limit)
        // has started: once more calls were sent than `before`.
        const jumpOverTheLimit = async (before: number) => {
          await expect.poll(() => agentsCalls, "the agents call sent").toBeGreaterThan(before);
          await expect(yourAgents.getByText(loadStates.loadingText)).toBeVisible();
          await page.clock.fastForward(10_000);
        };
        const customer = await signedInCustomer(
          page,
          { demo: true, area: "agents" },
          { "GET /api/agents": fault },
        );
        // The 10 s limit on a backend call (the spec's, for the user's creation).
        if (fault.delayMs) await jumpOverTheLimit(0);
        await expect(yourAgents.getByRole("alert")).toHaveText(message);

        if (fault.status === 401) {
          // Sent again once with a refreshed token before giving up.
          const calls = (await recordedRequests()).filter(
            (request) => request.path === "/api/agents" && emailOf(request.authorization) === customer.email,
          );
          expect(calls.length).toBe(2);
        }
        if ("reply" in fault) {
          // Logged once, with what did not match.
          expect(errors).toEqual([
            expect.stringMatching(/GET \/api\/agents does not match openapi\.yaml: .*\/0\/id/),
          ]);
          errors.length = 0;
        }
        expect(
          errors.filter((error) => !/Failed to load resource|ERR_EMPTY_RESPONSE|CORS/.test(error)),
        ).toEqual([]);

        // The rest keeps working: the Overview's chart, its active agents unknown; the workflows.
        await openArea(page, "overview");
        await expect(section(page, analyticsCard.title).getByRole("img")).toBeVisible();
        await expect(page.getByTestId("customer-stats").getByRole("definition").first()).toHaveText(
          customerStats.unavailableText,
        );
        await openArea(page, "workflows");
        await expect(section(page, workflowsCard.title).getByRole("listitem").first()).toBeVisible();

        // Back in the Agents area, which fails again until the backend is mended; Retry loads it.
        const callsBefore = agentsCalls;
        await openArea(page, "agents");
        if (fault.delayMs) await jumpOverTheLimit(callsBefore);
        await expect(yourAgents.getByRole("alert")).toHaveText(message);
        await setBackendFaults(customer.email, {});
        await yourAgents.getByRole("button", { name: loadStates.retryLabel }).click();
        await expect(yourAgents.getByRole("listitem")).toHaveCount(2);
        await expect(yourAgents.getByRole("heading", { level: 1 })).toBeFocused();
      },
    );
  });
}

test("an ID token refused once is refreshed, and the call answered", async ({ page }) => {
  await signedInCustomer(
    page,
    { demo: true, area: "agents" },
    { "GET /api/agents": { status: 401, times: 1 } },
  );
  await expect(section(page, agentsCard.title).getByRole("listitem")).toHaveCount(2);
});

for (const width of [375, 1280]) {
  test(`at ${width} px every area, with data, empty and failing, has no axe violation, no Nu error and no horizontal scroll`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const pages: Record<string, string> = {};
    // Failing: the demo customer, with every list the areas load answered 503.
    const down = { status: 503 };
    const failing = Object.fromEntries(
      [
        ...["agents", "workflows", "usage", "usage/daily", "runs", "users/profile"],
        ...["billing/invoices", "billing/payment-method", "notification-preferences"],
      ].map((call) => [`GET /api/${call}`, down]),
    );
    const states = [
      ["data", true, {}],
      ["empty", false, {}],
      ["failing", true, failing],
    ] as const;
    for (const [state, demo, faults] of states) {
      await signedInCustomer(page, { demo }, faults);
      for (const area of Object.keys(AREAS) as Area[]) {
        if (area !== "overview") await openArea(page, area);
        const name = `dashboard-${area}-${state}`;
        await expect(page.getByRole("main").getByText(loadStates.loadingText)).toHaveCount(0);
        if (state === "data" && area === "overview")
          await section(page, analyticsCard.title).getByText(analyticsCard.tableLabel).click();
        expect(
          (await axeViolations(page)).map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`,
          ),
          name,
        ).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          name,
        ).toBeLessThanOrEqual(0);
        pages[name] = await page.content();
        // SCREENSHOT_DIR=<folder> keeps a picture of each area and state, for a review or a closing note.
        if (process.env.SCREENSHOT_DIR) {
          mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
          await page.screenshot({
            path: path.join(process.env.SCREENSHOT_DIR, `${name}-${width}.png`),
            fullPage: true,
          });
        }
      }
    }
    expect(nuErrors(pages), "Nu HTML checker errors").toEqual([]);
  });
}
