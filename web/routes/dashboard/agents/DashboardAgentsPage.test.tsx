import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fill } from "#web/shared/ui/format.ts";
import { paths } from "#content/paths.ts";
import {
  backend,
  bundledDashboard as bundled,
  json,
  renderAreas,
  subscriptions,
  usage,
  type Reply,
} from "../../../../tests/unit/dashboard-areas";
import { DashboardAgentsPage } from "./DashboardAgentsPage";

const faults = bundled.loadStates!;
const render = (options: Parameters<typeof renderAreas>[1] = {}) =>
  renderAreas({ [paths.dashboardAgents]: DashboardAgentsPage }, options);
const area = () => screen.getByRole("region", { name: "Your Agents" });

afterEach(() => vi.restoreAllMocks());

describe("the Agents area", () => {
  it("shows the bundled texts, and says plainly that no backend is configured", async () => {
    await render();
    expect(screen.getByRole("heading", { level: 1, name: "Your Agents" })).toBeInTheDocument();
    expect(within(area()).getByText(bundled.agentsCard!.description!)).toBeInTheDocument();
    expect(await within(area()).findByText(faults.noBackendText!)).toBeInTheDocument();
    expect(within(area()).getByRole("link", { name: "View Agents" })).toHaveAttribute("href", paths.agents);
  });

  it("links to the agents in the page's language", async () => {
    await renderAreas({ [`/es${paths.dashboardAgents}`]: DashboardAgentsPage });
    const link = within(area()).getByRole("link", { name: bundled.agentsCard!.linkLabel! });
    expect(link).toHaveAttribute("href", `/es${paths.agents}`);
  });

  it("follows the content", async () => {
    await render({
      content: {
        ...bundled,
        agentsCard: {
          ...bundled.agentsCard!,
          title: "Agents",
          linkLabel: "Browse agents",
          emptyText: "Nothing here",
        },
      },
      client: backend({ "/api/agents": [json([])] }).client,
    });
    expect(screen.getByRole("heading", { level: 1, name: "Agents" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse agents" })).toHaveAttribute("href", paths.agents);
    expect(await screen.findByText("Nothing here")).toBeInTheDocument();
  });

  it("shows each subscription's agent, plan, status and dates, and the workflows it runs", async () => {
    await render({ client: backend().client });
    const items = await within(area()).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole("link", { name: "Content Creator" })).toHaveAttribute(
      "href",
      paths.agent("content-creator"),
    );
    expect(items[0]).toHaveTextContent("PlanProfessional");
    expect(items[0]).toHaveTextContent("StatusActive");
    expect(items[0]).toHaveTextContent("SinceSeptember 1, 2026");
    expect(items[0]).not.toHaveTextContent("Trial ends");
    expect(within(items[1]).getByRole("link", { name: "SEO Specialist" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("StatusFree trial");
    expect(items[1]).toHaveTextContent("Trial endsDecember 4, 2026");

    const rows = (item: HTMLElement) =>
      within(within(item).getByRole("table"))
        .getAllByRole("row")
        .map((row) => row.textContent);
    expect(rows(items[0])).toEqual(["WorkflowsStatus", "Weekly blog draftsRunning"]);
    expect(rows(items[1])).toEqual(["WorkflowsStatus", "Keyword reportFailing"]);
  });

  it("says when an agent has no workflow yet", async () => {
    await render({ client: backend({ "/api/workflows": [json([])] }).client });
    const items = await within(area()).findAllByRole("listitem");
    for (const item of items) expect(item).toHaveTextContent(bundled.agentsCard!.noWorkflowsText!);
    expect(within(area()).queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows its empty state, leading to the agents page", async () => {
    await render({ client: backend({ "/api/agents": [json([])], "/api/workflows": [json([])] }).client });
    expect(await within(area()).findByText(bundled.agentsCard!.emptyText!)).toBeInTheDocument();
    expect(within(area()).getByRole("link", { name: "View Agents" })).toHaveAttribute("href", paths.agents);
  });

  it.each([
    ["a backend that is down", new TypeError("Failed to fetch"), faults.downText, 1],
    [
      "no answer in 10 s",
      new DOMException("signal is aborted without reason", "AbortError"),
      faults.timeoutText,
      1,
    ],
    ["401 after one token refresh", new Response(null, { status: 401 }), faults.unauthorizedText, 2],
    ["a reply that breaks the contract", json([{ id: "sub-1", status: "lost" }]), faults.mismatchText, 1],
    ["a 5xx", new Response("down for maintenance", { status: 503 }), faults.serverText, 1],
  ])("says what failed for %s, and retries", async (_cause, reply, message, calls) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    // Every call fails until Retry; the retry gets the subscriptions.
    const fails: Reply[] = Array.from({ length: calls }, () =>
      reply instanceof Response ? reply.clone() : reply,
    );
    const { client, requests } = backend({ "/api/agents": [...fails, json(subscriptions)] });
    await render({ client });

    await waitFor(() => expect(within(area()).getByRole("alert")).toHaveTextContent(message!));
    expect(requests.filter((path) => path === "/api/agents")).toHaveLength(calls);

    await user.click(within(area()).getByRole("button", { name: "Retry" }));
    expect(screen.getByRole("heading", { level: 1, name: "Your Agents" })).toHaveFocus();
    expect(await within(area()).findAllByRole("listitem")).toHaveLength(2);
    expect(within(area()).queryByRole("alert")).not.toBeInTheDocument();
    // The workflows loaded on their own meanwhile.
    expect(within(area()).getAllByRole("table")).toHaveLength(2);
  });

  it("offers to sign in again when the backend refuses the session, and signs out for it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const unauthorized = () => new Response(null, { status: 401 });
    const { client } = backend({ "/api/agents": [unauthorized()], "/api/workflows": [json([])] });
    const auth = await render({ client });
    expect(await within(area()).findByRole("alert")).toHaveTextContent(faults.unauthorizedText!);
    await user.click(within(area()).getByRole("button", { name: faults.signInAgainLabel! }));
    // The guard takes it from there: to sign in, then back to this address.
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it("offers no sign-in for a fault that is not the session's", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await render({ client: backend({ "/api/agents": [new Response(null, { status: 503 })] }).client });
    expect(await within(area()).findByRole("alert")).toHaveTextContent(faults.serverText!);
    expect(within(area()).queryByRole("button", { name: faults.signInAgainLabel! })).not.toBeInTheDocument();
  });

  it("keeps the agents when the workflows fail, and says why they have none listed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await render({ client: backend({ "/api/workflows": [new Response(null, { status: 500 })] }).client });
    expect(await within(area()).findByRole("alert")).toHaveTextContent(faults.serverText!);
    expect(within(area()).getAllByRole("listitem")).toHaveLength(2);
    expect(within(area()).queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("each subscription's dates and usage", () => {
  const texts = bundled.agentsCard!;
  const [paid, trial] = subscriptions;
  const facts = (item: HTMLElement) =>
    Object.fromEntries(
      within(item)
        .getAllByRole("definition")
        .map((value) => [value.previousElementSibling?.textContent, value.textContent]),
    );
  const itemsWith = async (agents: unknown[], uses: unknown[] = usage) => {
    await render({ client: backend({ "/api/agents": [json(agents)], "/api/usage": [json(uses)] }).client });
    const items = await within(area()).findAllByRole("listitem");
    await waitFor(() => expect(area()).not.toHaveTextContent(faults.loadingText!));
    return items;
  };

  it("gives a paid subscription's renewal date, a trial's end, and each one's use of its plan's quota", async () => {
    const [first, second] = await itemsWith(subscriptions);
    expect(facts(first)).toMatchObject({
      Plan: "Professional",
      Renews: "December 1, 2026",
      "Used this period": "40 of 200 pieces",
    });
    expect(facts(first)).not.toHaveProperty("Trial ends");
    expect(facts(second)).toMatchObject({
      Plan: "Starter",
      "Trial ends": "December 4, 2026",
      "Used this period": "12 of 50 keywords",
    });
    expect(facts(second)).not.toHaveProperty("Renews");
  });

  it("gives a cancelled one's end instead of its renewal or trial end", async () => {
    const [first, second] = await itemsWith([
      { ...paid, cancel_at: paid.current_period_end },
      { ...trial, cancel_at: trial.trial_ends_at },
    ]);
    expect(facts(first)).toMatchObject({ Ends: "December 1, 2026" });
    expect(facts(first)).not.toHaveProperty("Renews");
    expect(facts(second)).toMatchObject({ Ends: "December 4, 2026" });
    expect(facts(second)).not.toHaveProperty("Trial ends");
  });

  it("names a downgrade that waits for the period's end, and when", async () => {
    const [first] = await itemsWith([
      { ...paid, scheduled_plan: { plan: "starter", applies_at: paid.current_period_end } },
    ]);
    expect(facts(first)).toMatchObject({
      Plan: "Professional",
      Renews: "December 1, 2026",
      "Next plan": fill(texts.nextPlanText!, { plan: "Starter", date: "December 1, 2026" }),
    });
  });

  it("says a plan without a limit has none, and gives no date or usage for an ended subscription", async () => {
    const [unlimited, ended] = await itemsWith(
      [
        { ...paid, plan: "enterprise" },
        { ...trial, id: "sub-3", status: "cancelled", cancel_at: trial.trial_ends_at },
      ],
      [{ ...usage[0], used: 1234, limit: null }],
    );
    expect(facts(unlimited)["Used this period"]).toBe("1,234 pieces, no limit");
    expect(facts(ended)).not.toHaveProperty("Used this period");
    expect(facts(ended)).not.toHaveProperty("Ends");
    expect(facts(ended)).not.toHaveProperty("Trial ends");
  });

  it("keeps the agents when the usage fails, says it is not available, and why, and retries", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const { client } = backend({ "/api/usage": [new Response(null, { status: 503 }), json(usage)] });
    await render({ client });
    const items = await within(area()).findAllByRole("listitem");
    expect(await within(area()).findByRole("alert")).toHaveTextContent(faults.serverText!);
    for (const item of items) expect(facts(item)["Used this period"]).toBe(texts.usageMissingText);
    expect(items[0]).toHaveTextContent("RenewsDecember 1, 2026");
    expect(within(area()).getAllByRole("table")).toHaveLength(2);

    await user.click(within(area()).getByRole("button", { name: "Retry" }));
    await within(area()).findByText("40 of 200 pieces");
    expect(within(area()).queryByRole("alert")).not.toBeInTheDocument();
  });
});
