import { expect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { backendReply } from "./support/backend";
import { openArea } from "./support/client-area";
import { signedInCustomer } from "./support/customers";
import { agents, singleton } from "./support/dataset";
import type { Workflow } from "#web/shared/api/backend.ts";
import { fill } from "#web/shared/ui/format.ts";
import { paths } from "#content/paths.ts";

// The demo customer's failing workflow, from the Overview's Needs attention to its failed run,
// and a workflow paused then resumed in the Workflows area, against the Auth emulator and the
// local stand-in. Each test signs in a new customer of its own with the demo data
// (./support/customers.ts).

const { attention, workflowsCard, runsArea } = singleton("dashboardPage");

/** A new customer with the demo customer's data, signed in, on the Overview. */
const demoCustomer = (page: Page) => signedInCustomer(page, paths.dashboard, { demo: true });

const axe = async (page: Page) =>
  (await axeViolations(page)).map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`,
  );

test("the Overview shows what needs attention; the failing workflow's link opens its failed run", async ({
  page,
}) => {
  const { idToken } = await demoCustomer(page);
  const workflows = await backendReply<Workflow[]>("/api/workflows", idToken);
  const failing = workflows.find((workflow) => workflow.status === "failing")!;
  expect(failing.name).toBe("Ticket triage");

  const needsAttention = page.getByRole("region", { name: attention.title });
  const entries = needsAttention.getByRole("listitem");
  const contentCreator = agents().find((agent) => agent.slug.current === "content-creator")!.name;
  // The failing workflow first, then the trial's quota (80 % or more) and its end (within 3 days).
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText(fill(attention.failingText, { workflow: failing.name }));
  await expect(entries.first()).toContainText(failing.last_error!.message);
  await expect(entries.nth(1)).toContainText(contentCreator);
  await expect(entries.nth(2)).toContainText(contentCreator);
  await expect(entries.nth(2).getByRole("link", { name: attention.trialLinkLabel })).toHaveAttribute(
    "href",
    paths.dashboardPlan,
  );
  await expect(page.getByRole("region", { name: attention.usageTitle }).getByRole("listitem")).toHaveCount(2);
  expect(await axe(page)).toEqual([]);

  await entries.first().getByRole("link", { name: attention.seeRunLabel }).click();
  await expect(page).toHaveURL(`${paths.dashboardRun}?id=${failing.last_error!.run_id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(failing.name);
  await expect(page.getByText(runsArea.runStatusLabels.failed).first()).toBeVisible();
});

test("a workflow paused, then resumed, in the Workflows area; the failing one shows its last error", async ({
  page,
}) => {
  const { idToken } = await demoCustomer(page);
  await openArea(page, "workflows");
  const area = page.getByRole("region", { name: workflowsCard.title });
  const workflow = (name: string) =>
    area.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  const failing = workflow("Ticket triage");
  await expect(failing).toContainText(workflowsCard.lastErrorLabel);
  await expect(failing.getByRole("link", { name: workflowsCard.seeRunLabel })).toHaveAttribute(
    "href",
    new RegExp(`^${paths.dashboardRun}\\?id=`),
  );

  const faq = workflow("FAQ answers");
  const statusOf = async () =>
    (await backendReply<Workflow[]>("/api/workflows", idToken)).find((item) => item.name === "FAQ answers")
      ?.status;
  await expect(faq).toContainText(workflowsCard.statusLabels.running);
  await faq.getByRole("button", { name: workflowsCard.pauseLabel }).click();
  await expect(faq.getByRole("button", { name: workflowsCard.resumeLabel })).toBeFocused();
  await expect(faq).toContainText(workflowsCard.statusLabels.paused);
  expect(await statusOf()).toBe("paused");
  expect(await axe(page)).toEqual([]);

  await faq.getByRole("button", { name: workflowsCard.resumeLabel }).click();
  await expect(faq.getByRole("button", { name: workflowsCard.pauseLabel })).toBeFocused();
  await expect(faq).toContainText(workflowsCard.statusLabels.running);
  expect(await statusOf()).toBe("running");
});
