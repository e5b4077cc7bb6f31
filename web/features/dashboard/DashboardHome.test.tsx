import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBackendClient, type AgentSubscription, type Workflow } from "#web/shared/api/backend.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedDocument, seedRootContent } from "../../../tests/unit/seed-content";
import { paths } from "#content/paths.ts";
import { DashboardHome } from "./DashboardHome";

const bundled = seedDocument("dashboardPage") as DashboardPageContent;
const faults = bundled.loadStates!;

// Runs on days relative to today (UTC), as the backend sends them: the last 30 days.
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const subscriptions: AgentSubscription[] = [
  {
    id: "sub-1",
    agent_slug: "content-creator",
    plan: "professional",
    status: "active",
    started_at: "2026-09-01T09:00:00.000Z",
    trial_ends_at: null,
  },
  {
    id: "sub-2",
    agent_slug: "seo-specialist",
    plan: "starter",
    status: "trial",
    started_at: "2026-11-20T09:00:00.000Z",
    trial_ends_at: "2026-12-04T09:00:00.000Z",
  },
];
const workflows: Workflow[] = [
  {
    id: "wf-1",
    name: "Weekly blog drafts",
    subscription_id: "sub-1",
    status: "running",
    last_run_at: "2026-11-23T08:00:00.000Z",
    runs_by_day: [
      { date: dayBefore(0), succeeded: 30, failed: 1 },
      { date: dayBefore(1), succeeded: 8, failed: 1 },
    ],
  },
  {
    id: "wf-2",
    name: "Keyword report",
    subscription_id: "sub-2",
    status: "failing",
    last_run_at: null,
    runs_by_day: [],
  },
];

type Reply = Response | Error | DOMException;
type Replies = { "/api/agents": Reply[]; "/api/workflows": Reply[] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * The site's real backend client (the 401 refresh, the reply checks against openapi.yaml) over a
 * fetch that plays the backend: each path's replies in turn, the last one repeated.
 */
function backend(replies: Partial<Replies>) {
  const queue: Replies = {
    "/api/agents": [json(subscriptions)],
    "/api/workflows": [json(workflows)],
    ...replies,
  };
  const requests: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url)).pathname as keyof Replies;
    requests.push(path);
    const next = queue[path].length > 1 ? queue[path].shift()! : queue[path][0];
    if (!(next instanceof Response)) throw next;
    return next.clone();
  });
  const client = createBackendClient({ host: "http://backend.test", getIdToken: async () => "token", fetch });
  return { client, requests };
}

async function renderDashboard(
  content: DashboardPageQueryResult,
  client: ReturnType<typeof createBackendClient> | null = null,
) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ ...seedRootContent, messages: en }),
      Component: () => <DashboardHome content={content} />,
    },
  ]);
  render(
    <AuthStandInProvider
      value={authStandIn({
        status: "signed-in",
        user: { uid: "u1", displayName: "Ada", email: "a@b.c", emailVerified: true, hasPassword: true },
        backendClient: async () => client,
      })}
    >
      <Stub initialEntries={["/"]} />
    </AuthStandInProvider>,
  );
  // The route stub renders once its loader (the root data) has answered.
  await screen.findByRole("heading", { level: 1 });
}

const section = (name: string) => screen.getByRole("region", { name });
const figures = (testId: string) =>
  Object.fromEntries(
    within(screen.getByTestId(testId))
      .getAllByRole("definition")
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]),
  );

afterEach(() => vi.restoreAllMocks());

describe("DashboardHome", () => {
  it("shows the bundled texts, and says plainly that no backend is configured", async () => {
    await renderDashboard(bundled);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Ada" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    for (const title of ["Your Agents", "Your Workflows", "Analytics"]) {
      expect(await within(section(title)).findByText(faults.noBackendText!)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "View Agents" })).toHaveAttribute("href", paths.agents);
    expect(screen.queryByRole("button", { name: "View Analytics" })).not.toBeInTheDocument();
    expect(screen.queryByText("Coming soon")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Account Settings" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Across the Nexora AI platform" })).toBeInTheDocument();
    expect(figures("platform-stats")).toEqual({
      "Active AI Agents": "6",
      "Tasks Completed": "1,247",
      "Success Rate": "98.5%",
      Uptime: "24/7",
    });
    // No figures of the customer's without their data.
    expect(screen.queryByTestId("customer-stats")).not.toBeInTheDocument();
  });

  it("follows the content", async () => {
    await renderDashboard(
      {
        ...bundled,
        greeting: "Hello,",
        agentsCard: { ...bundled.agentsCard!, linkLabel: "Browse agents", emptyText: "Nothing here" },
      },
      backend({ "/api/agents": [json([])] }).client,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Hello, Ada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse agents" })).toHaveAttribute("href", paths.agents);
    expect(await screen.findByText("Nothing here")).toBeInTheDocument();
  });

  it("shows the customer's agents, workflows, runs and figures", async () => {
    await renderDashboard(bundled, backend({}).client);

    const agents = section("Your Agents");
    const items = await within(agents).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole("link", { name: "Content Creator" })).toHaveAttribute(
      "href",
      paths.agent("content-creator"),
    );
    expect(items[0]).toHaveTextContent("Planprofessional");
    expect(items[0]).toHaveTextContent("StatusActive");
    expect(items[0]).toHaveTextContent("SinceSeptember 1, 2026");
    expect(items[0]).not.toHaveTextContent("Trial ends");
    expect(within(items[1]).getByRole("link", { name: "SEO Specialist" })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("StatusFree trial");
    expect(items[1]).toHaveTextContent("Trial endsDecember 4, 2026");

    const flows = within(section("Your Workflows")).getAllByRole("listitem");
    expect(flows).toHaveLength(2);
    expect(within(flows[0]).getByRole("heading", { name: "Weekly blog drafts" })).toBeInTheDocument();
    expect(flows[0]).toHaveTextContent("AgentContent Creator");
    expect(flows[0]).toHaveTextContent("StatusRunning");
    expect(flows[0]).toHaveTextContent("Last runNovember 23, 2026");
    expect(flows[0]).toHaveTextContent("Runs (30 days)40");
    expect(flows[0]).toHaveTextContent("Success rate (30 days)95%");
    expect(flows[1]).toHaveTextContent("AgentSEO Specialist");
    expect(flows[1]).toHaveTextContent("StatusFailing");
    expect(flows[1]).toHaveTextContent("Last runNot yet");
    expect(flows[1]).toHaveTextContent("Runs (30 days)0");
    expect(flows[1]).toHaveTextContent("Success rate (30 days)No runs");

    expect(
      within(section("Analytics")).getByRole("img", { name: "Runs per day over the last 30 days" }),
    ).toBeInTheDocument();
    const thisMonth = [dayBefore(0), dayBefore(1)].filter(
      (day) => day.slice(0, 7) === dayBefore(0).slice(0, 7),
    );
    expect(figures("customer-stats")).toEqual({
      "Active agents": "2",
      "Runs this month": String(thisMonth.length === 2 ? 40 : 31),
      "Success rate (30 days)": "95%",
    });
  });

  it("shows each section's empty state, the agents' leading to the agents page", async () => {
    await renderDashboard(
      bundled,
      backend({ "/api/agents": [json([])], "/api/workflows": [json([])] }).client,
    );
    const agents = section("Your Agents");
    expect(await within(agents).findByText(bundled.agentsCard!.emptyText!)).toBeInTheDocument();
    expect(within(agents).getByRole("link", { name: "View Agents" })).toHaveAttribute("href", paths.agents);
    expect(
      within(section("Your Workflows")).getByText(bundled.workflowsCard!.emptyText!),
    ).toBeInTheDocument();
    expect(within(section("Analytics")).getByText(bundled.analyticsCard!.emptyText!)).toBeInTheDocument();
    expect(figures("customer-stats")).toEqual({
      "Active agents": "0",
      "Runs this month": "0",
      "Success rate (30 days)": "–",
    });
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
  ])(
    "says what failed for %s, keeps the rest working, and retries",
    async (_cause, reply, message, calls) => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      const user = userEvent.setup();
      // Every call fails until Retry; the retry gets the subscriptions.
      const fails: Reply[] = Array.from({ length: calls }, () =>
        reply instanceof Response ? reply.clone() : reply,
      );
      const { client, requests } = backend({ "/api/agents": [...fails, json(subscriptions)] });
      await renderDashboard(bundled, client);

      const agents = section("Your Agents");
      expect(await within(agents).findByRole("alert")).toHaveTextContent(message!);
      expect(requests.filter((path) => path === "/api/agents")).toHaveLength(calls);
      // The other sections load their own data.
      expect(within(section("Your Workflows")).getAllByRole("listitem")).toHaveLength(2);
      expect(within(section("Analytics")).getByRole("img")).toBeInTheDocument();
      expect(figures("customer-stats")["Active agents"]).toBe("–");

      await user.click(within(agents).getByRole("button", { name: "Retry" }));
      expect(await within(agents).findAllByRole("listitem")).toHaveLength(2);
      expect(within(agents).queryByRole("alert")).not.toBeInTheDocument();
      expect(figures("customer-stats")["Active agents"]).toBe("2");
    },
  );

  it("keeps the agents when the workflows fail", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderDashboard(
      bundled,
      backend({ "/api/workflows": [new Response(null, { status: 500 })] }).client,
    );
    expect(await within(section("Your Workflows")).findByRole("alert")).toHaveTextContent(faults.serverText!);
    expect(within(section("Analytics")).getByRole("alert")).toHaveTextContent(faults.serverText!);
    expect(within(section("Your Agents")).getAllByRole("listitem")).toHaveLength(2);
  });
});
