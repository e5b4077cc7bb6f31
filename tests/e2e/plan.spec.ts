import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { en } from "#web/shared/i18n/messages/en.ts";
import { backendReply } from "./support/backend";
import { signedInCustomer } from "./support/customers";
import { agents, languageOf, singleton } from "./support/dataset";
import { AREAS } from "./support/client-area";
import type { AgentSubscription, DailyUsage } from "#web/shared/api/backend.ts";
import { formatCount, formatDate, formatPrice } from "#web/shared/ui/format.ts";

// The Usage and plan area against the local stand-in, as a customer with the demo customer's data
// (a Content Creator trial on Starter, its quota nearly used up): change the trial's plan, cancel
// the trial, take the cancellation back. The customer starts signed in (./support/customers.ts).

const texts = singleton("dashboardPage").planArea;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a customer changes their trial's plan, cancels the trial and takes it back", async ({ page }) => {
  const { idToken } = await signedInCustomer(page, AREAS.plan, { demo: true });
  const trial = (await backendReply<AgentSubscription[]>("/api/agents", idToken)).find(
    (subscription) => subscription.status === "trial",
  )!;
  const trialEnds = formatDate(trial.trial_ends_at, en.formats);
  const agent = agents().find((doc) => doc.slug.current === trial.agent_slug && languageOf(doc) === "en")!;
  const [starter, professional] = ["starter", "professional"].map((id) =>
    agent.plans.find((plan: { planId: string }) => plan.planId === id)!,
  );
  /** "44 of 50 pieces": what is used this period of a plan's quota (any number used). */
  const usedOf = (plan: { quota: { limit: number; unit: string } }) => {
    const count = fill(texts.periodCountText, {
      limit: formatCount(plan.quota.limit),
      unit: plan.quota.unit,
    });
    const [before, after] = count.split("{used}");
    return new RegExp(`^${escaped(before)}\\d+${escaped(after)}$`);
  };

  const row = page.getByRole("article", { name: agent.name });
  await expect(row).toContainText(`${texts.planLabel}: ${starter.name}`);
  await expect(row.getByText(usedOf(starter))).toBeVisible();
  await expect(row.getByRole("meter", { name: `${agent.name} ${texts.usageTitle}` })).toBeVisible();
  await expect(row.getByText(texts.levelLabels.near)).toBeVisible();

  // Change plan: Professional, now, and the trial goes on.
  await row.getByRole("button", { name: texts.changeLabel }).click();
  await row.getByRole("radio", { name: new RegExp(`^${escaped(professional.name)}`) }).check();
  const difference = `+${formatPrice(professional.price - starter.price)}/${en.formats.periods.month}`;
  await expect(row).toContainText(fill(texts.differenceText, { difference }));
  await expect(row.getByText(fill(texts.appliesTrialText, { date: trialEnds }))).toBeVisible();
  await row
    .getByRole("button", { name: fill(texts.confirmChangeLabel, { plan: professional.name }) })
    .click();
  await expect(row.getByRole("status")).toHaveText(fill(texts.changedText, { plan: professional.name }));
  await expect(row).toContainText(`${texts.planLabel}: ${professional.name}`);
  await expect(row.getByText(usedOf(professional))).toBeVisible();

  // Cancel: the confirmation says when it ends and that nothing is charged.
  await row.getByRole("button", { name: texts.cancelTrialLabel }).click();
  const dialog = page.getByRole("dialog", { name: fill(texts.cancelTitle, { agent: agent.name }) });
  await expect(dialog).toContainText(fill(texts.cancelTrialText, { agent: agent.name, date: trialEnds }));
  await expect(dialog.getByRole("button", { name: texts.keepLabel })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: texts.confirmCancelLabel }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(fill(texts.endsText, { date: trialEnds }))).toBeVisible();
  const resume = row.getByRole("button", { name: texts.resumeLabel });
  await expect(resume).toBeFocused();

  // Resume takes it back.
  await resume.click();
  await expect(row.getByRole("status")).toHaveText(fill(texts.resumedText, { agent: agent.name }));
  await expect(row.getByRole("button", { name: texts.cancelTrialLabel })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // The backend holds what the area showed.
  const after = (await backendReply<AgentSubscription[]>("/api/agents", idToken)).find(
    (subscription) => subscription.id === trial.id,
  )!;
  expect(after).toMatchObject({ plan: "professional", status: "trial", cancel_at: null });
});

test("usage over time: each agent's total a period in the table is the backend's, the previous period in the address", async ({
  page,
}) => {
  const { idToken } = await signedInCustomer(page, AREAS.plan, { demo: true });
  const history = singleton("dashboardPage").usageHistory;
  const section = page.getByRole("region", { name: history.title });
  const totals = async (period: "current" | "previous") => {
    const daily = await backendReply<DailyUsage>(`/api/usage/daily?period=${period}`, idToken);
    return daily.subscriptions.map((each) => formatCount(each.days.reduce((sum, day) => sum + day.used, 0)));
  };
  const totalRow = section
    .getByRole("table")
    .getByRole("row")
    .filter({
      has: page.getByRole("rowheader", { name: history.totalLabel, exact: true }),
    });

  await expect(section.getByRole("link", { name: history.currentLabel })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(totalRow.getByRole("cell")).toHaveText(await totals("current"));
  expect(await axeViolations(page)).toEqual([]);

  await section.getByRole("link", { name: history.previousLabel }).click();
  await expect(page).toHaveURL(`${AREAS.plan}?period=previous`);
  const previous = await totals("previous");
  expect(previous.length).toBeGreaterThan(0);
  await expect(totalRow.getByRole("cell")).toHaveText(previous);
  await page.reload();
  await expect(section.getByRole("link", { name: history.previousLabel })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(totalRow.getByRole("cell")).toHaveText(previous);
});
