import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetSentReports } from "#web/shared/api/backend.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import {
  card,
  json,
  loadTexts,
  paid,
  planBackend,
  renderPlanArea,
  trial,
  usageOf,
} from "../../../../tests/unit/plan-area";

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetSentReports();
});

/** The area with these subscriptions and their usage. */
async function renderUsage(subscriptions: object[], usage: object[]) {
  const backend = planBackend({ "GET /api/agents": [json(subscriptions)], "GET /api/usage": [json(usage)] });
  await renderPlanArea({ client: backend.client });
  return backend;
}

describe("Usage this period", () => {
  it("sets the use against the plan's quota, with a named meter, the level in words and the reset date", async () => {
    await renderUsage([trial], [usageOf(trial, 42)]);
    const trialCard = await screen.findByRole("article", { name: "Content Creator" });
    expect(within(trialCard).getByText("42 of 50 pieces")).toBeInTheDocument();
    const meter = within(trialCard).getByRole("meter", { name: "Content Creator Usage this period" });
    expect(meter).toHaveAttribute("value", "42");
    expect(meter).toHaveAttribute("max", "50");
    expect(meter).toHaveAccessibleDescription("42 of 50 pieces");
    expect(within(trialCard).getByText("Nearly used up")).toBeInTheDocument();
    expect(within(trialCard).getByText("Resets on December 9, 2030")).toBeInTheDocument();
  });

  it("says when the quota is within the plan, and when it is reached (the meter full, not past it)", async () => {
    await renderUsage([trial, paid], [usageOf(trial, 63), usageOf(paid, 412, paid.current_period_end!)]);
    const trialCard = await screen.findByRole("article", { name: "Content Creator" });
    expect(within(trialCard).getByText("63 of 50 pieces")).toBeInTheDocument();
    expect(within(trialCard).getByText("Limit reached")).toBeInTheDocument();
    expect(within(trialCard).getByRole("meter")).toHaveAttribute("value", "50");
    const paidCard = card("Customer Support");
    expect(within(paidCard).getByText("412 of 1,000 interactions")).toBeInTheDocument();
    expect(within(paidCard).getByText("Within your plan")).toBeInTheDocument();
    expect(within(paidCard).getByText("Resets on December 12, 2030")).toBeInTheDocument();
  });

  it("counts without a meter on a plan without a limit", async () => {
    const enterprise = { ...paid, plan: "enterprise" };
    await renderUsage([enterprise], [usageOf(enterprise, 1247, paid.current_period_end!)]);
    const paidCard = await screen.findByRole("article", { name: "Customer Support" });
    expect(within(paidCard).getByText("1,247 interactions")).toBeInTheDocument();
    expect(within(paidCard).getByText("No limit")).toBeInTheDocument();
    expect(within(paidCard).getByText("Resets on December 12, 2030")).toBeInTheDocument();
    expect(within(paidCard).queryByRole("meter")).not.toBeInTheDocument();
  });

  it("says an allowance is held, not reset", async () => {
    const seo = { ...paid, id: "sub-seo", agent_slug: "seo-specialist", plan: "starter" };
    await renderUsage([seo], [usageOf(seo, 12)]);
    const seoCard = await screen.findByRole("article", { name: "SEO Specialist" });
    expect(within(seoCard).getByText("12 of 50 keywords in use")).toBeInTheDocument();
    expect(
      within(seoCard).getByText("An allowance you hold at any time: it does not reset."),
    ).toBeInTheDocument();
    expect(within(seoCard).queryByText(/Resets on/)).not.toBeInTheDocument();
    expect(within(seoCard).getByRole("meter")).toHaveAttribute("max", "50");
  });

  it("shows the count alone for a plan or an agent the content does not know yet", async () => {
    const legacy = { ...paid, plan: "legacy" };
    const unknown = { ...trial, id: "sub-new", agent_slug: "voice-agent" };
    await renderUsage([legacy, unknown], [usageOf(legacy, 7), usageOf(unknown, 3)]);
    const legacyCard = await screen.findByRole("article", { name: "Customer Support" });
    expect(within(legacyCard).getByText("7 used this period")).toBeInTheDocument();
    expect(legacyCard).toHaveTextContent("Plan: legacy");
    expect(within(legacyCard).queryByRole("meter")).not.toBeInTheDocument();
    const unknownCard = card("voice-agent");
    expect(within(unknownCard).getByText("3 used this period")).toBeInTheDocument();
    // Without the agent's plans there is nothing to change to.
    expect(within(unknownCard).queryByRole("button", { name: "Change plan" })).not.toBeInTheDocument();
    expect(within(unknownCard).getByRole("button", { name: "Cancel trial" })).toBeInTheDocument();
  });

  it("writes the count and the date in Spanish on a Spanish page", async () => {
    const backend = planBackend();
    await renderPlanArea({ language: "es", client: backend.client });
    const trialCard = await screen.findByRole("article", { name: "Creador de Contenido" });
    expect(within(trialCard).getByText("42 de 50 piezas")).toBeInTheDocument();
    expect(within(trialCard).getByText("Casi agotado")).toBeInTheDocument();
    expect(within(trialCard).getByText("Se reinicia el 9 de diciembre de 2030")).toBeInTheDocument();
    expect(within(card("Atención al Cliente")).getByText("412 de 1,000 interacciones")).toBeInTheDocument();
  });

  it("shows the plans while the usage loads, its place kept", async () => {
    await renderPlanArea({
      client: planBackend({ "GET /api/usage": [new Promise<Response>(() => {})] }).client,
    });
    const trialCard = await screen.findByRole("article", { name: "Content Creator" });
    expect(within(trialCard).getByText(loadTexts.loadingText!)).toBeInTheDocument();
    expect(within(trialCard).queryByRole("meter")).not.toBeInTheDocument();
    expect(trialCard).toHaveTextContent("Plan: Starter");
    expect(within(trialCard).getByRole("button", { name: "Change plan" })).toBeInTheDocument();
  });

  it("keeps the plans when the usage fails, says so, and retries, the plans showing meanwhile", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = planBackend({
      "GET /api/usage": [new Response(null, { status: 503 }), json([usageOf(trial, 42)])],
    });
    await renderPlanArea({ client: backend.client });
    expect(await screen.findByRole("alert")).toHaveTextContent(loadTexts.serverText!);
    expect(screen.getByText("Your usage could not be loaded, so it is not shown below.")).toBeInTheDocument();
    const trialCard = card("Content Creator");
    expect(within(trialCard).getByText("Usage not available")).toBeInTheDocument();
    expect(trialCard).toHaveTextContent("Plan: Starter");

    await user.click(screen.getByRole("button", { name: loadTexts.retryLabel! }));
    expect(await within(trialCard).findByText("42 of 50 pieces")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // The usage sent none for the other subscription: it says so rather than guess.
    expect(within(card("Customer Support")).getByText("Usage not available")).toBeInTheDocument();
    // Retry runs the area's loader again: the subscriptions are read again too, shown meanwhile.
    expect(backend.calls("GET /api/agents")).toHaveLength(2);
    expect(backend.calls("GET /api/usage")).toHaveLength(2);
  });
});

describe("the backend's limit", () => {
  it("is the one shown when the content's quota differs, and the disagreement is reported once", async () => {
    // The content's Starter quota is 50 pieces; the backend enforces 60.
    const backend = await renderUsage([trial, paid], [usageOf(trial, 42, undefined, 60), usageOf(paid, 412)]);
    const trialCard = await screen.findByRole("article", { name: "Content Creator" });
    expect(within(trialCard).getByText("42 of 60 pieces")).toBeInTheDocument();
    expect(within(trialCard).getByRole("meter")).toHaveAttribute("max", "60");
    expect(within(trialCard).getByText("Within your plan")).toBeInTheDocument();
    expect(screen.queryByText(/of 50 pieces/)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(backend.calls("POST /api/client-reports")).toHaveLength(1));
    expect(backend.calls("POST /api/client-reports")[0].body).toEqual({
      kind: "content_disagreement",
      operation: "GET /api/usage",
      detail: "content-creator starter: the content's quota is 50, the backend's limit is 60",
      page: localizedPath(paths.dashboardPlan, "en"),
    });

    // Shown again in the same visit (another area, another read): it is not reported again.
    const again = planBackend({
      "GET /api/agents": [json([trial])],
      "GET /api/usage": [json([usageOf(trial, 43, undefined, 60)])],
    });
    const report = vi.spyOn(again.client, "report");
    await renderPlanArea({ client: again.client });
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    await expect(report.mock.results[0].value).resolves.toBe(true);
    expect(again.calls("POST /api/client-reports")).toHaveLength(0);
    expect(backend.calls("POST /api/client-reports")).toHaveLength(1);
  });

  it("shows no limit when the backend sets none, whatever the content's quota, and reports that", async () => {
    const backend = await renderUsage([trial], [usageOf(trial, 42, undefined, null)]);
    const trialCard = await screen.findByRole("article", { name: "Content Creator" });
    expect(within(trialCard).getByText("42 pieces")).toBeInTheDocument();
    expect(within(trialCard).getByText("No limit")).toBeInTheDocument();
    expect(within(trialCard).queryByRole("meter")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(backend.calls("POST /api/client-reports")).toHaveLength(1));
    expect(backend.calls("POST /api/client-reports")[0].body).toMatchObject({
      detail: "content-creator starter: the content's quota is 50, the backend's limit is unlimited",
    });
  });

  it("reports nothing when the content and the backend agree", async () => {
    const backend = await renderUsage([trial, paid], [usageOf(trial, 42), usageOf(paid, 412)]);
    expect(await screen.findByText("42 of 50 pieces")).toBeInTheDocument();
    expect(backend.calls("POST /api/client-reports")).toHaveLength(0);
  });
});
