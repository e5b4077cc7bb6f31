import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunSummary } from "#web/shared/api/backend.ts";
import { fill } from "#web/shared/ui/format.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import { DashboardOverviewPage } from "./DashboardOverviewPage";
import { DashboardPlanPage } from "./plan/DashboardPlanPage";
import { DashboardRunsPage } from "./runs/DashboardRunsPage";
import { DashboardWorkflowsPage } from "./workflows/DashboardWorkflowsPage";
import {
  backend,
  bundledDashboard,
  deferred,
  json,
  renderAreas,
  usage,
  workflows,
} from "../../../tests/unit/dashboard-areas";
import { dashboardContent, runSummary } from "../../../tests/unit/runs-stand-in";
import { AREA_REFRESH_MS } from "#web/features/dashboard/data/useAreaRefresh.ts";
import { MARKED_MS } from "#web/features/dashboard/refresh/useChanges.ts";

// What the areas say after a refresh of their own (useAreaRefresh): what changed, in the
// content's words in both languages, the rows marked for a moment, and a failed refresh that
// keeps what showed. The refresh's timers are faked; the rest runs as it would.

const spanish = await dashboardContent("es");
const english = bundledDashboard;
const en = english.refreshTexts!;
const es = spanish.refreshTexts!;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // 2:32 PM where the tests run: "Updated at 2:32 PM."
  vi.setSystemTime(new Date(2026, 10, 26, 14, 32, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const nextRefresh = () => act(() => vi.advanceTimersByTimeAsync(AREA_REFRESH_MS));
const items = () => [...document.querySelectorAll("li.dashboard-item")];
const status = () => document.querySelector<HTMLElement>(".dashboard-refresh")!;
const updated = (texts: typeof en, time = "2:32 PM") => fill(texts.updatedText!, { time });

const run = (id: string, fields: Partial<RunSummary> = {}) =>
  runSummary({ id, status: "succeeded", error: null, ...fields });
const page = (runs: RunSummary[]) => json({ runs, next_cursor: null });

describe("the Runs list's refresh", () => {
  const before = [run("run-2", { status: "running" }), run("run-1")];
  const after = [run("run-4"), run("run-3"), run("run-2", { status: "failed" }), run("run-1")];

  it("says how many runs are new and how many changed status, marks them for a moment, and moves no focus", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client, requests } = backend({ "/api/runs": [page(before), page(after)] });
    await renderAreas({ [paths.dashboardRuns]: DashboardRunsPage }, { client });
    const table = await screen.findByRole("table");
    expect(status()).toHaveAttribute("role", "status");
    expect(status()).toBeEmptyDOMElement();
    const search = screen.getByRole("searchbox");
    await user.click(search);
    await user.tab();
    const focused = document.activeElement;

    await nextRefresh();
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `${fill(en.newRunsText!, { count: 2 })}. ${en.changedRunText}. ${updated(en)}`,
      ),
    );
    expect(requests.filter((path) => path === "/api/runs")).toHaveLength(2);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.classList.contains("dashboard-changed"))).toEqual([true, true, true, false]);
    expect(document.activeElement).toBe(focused);

    await act(() => vi.advanceTimersByTimeAsync(MARKED_MS));
    expect(table.querySelectorAll(".dashboard-changed")).toHaveLength(0);
    // Said, it stays said; a refresh that changes nothing says nothing new.
    await nextRefresh();
    await waitFor(() => expect(requests.filter((path) => path === "/api/runs")).toHaveLength(3));
    expect(table.querySelectorAll(".dashboard-changed")).toHaveLength(0);
  });

  it("says it in Spanish", async () => {
    const { client } = backend({ "/api/runs": [page(before), page(after)] });
    await renderAreas(
      { [localizedPath(paths.dashboardRuns, "es")]: DashboardRunsPage },
      { client, content: spanish },
    );
    await screen.findByRole("table");
    await nextRefresh();
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `${fill(es.newRunsText!, { count: 2 })}. ${es.changedRunText}. ${updated(es)}`,
      ),
    );
  });

  it("says nothing when nothing changed", async () => {
    const { client, requests } = backend({ "/api/runs": [page(before)] });
    await renderAreas({ [paths.dashboardRuns]: DashboardRunsPage }, { client });
    await screen.findByRole("table");
    await nextRefresh();
    await waitFor(() => expect(requests.filter((path) => path === "/api/runs")).toHaveLength(2));
    expect(status()).toBeEmptyDOMElement();
    expect(document.querySelectorAll(".dashboard-changed")).toHaveLength(0);
  });

  it("keeps the runs shown when a refresh fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client } = backend({ "/api/runs": [page(before), new Response(null, { status: 500 })] });
    await renderAreas({ [paths.dashboardRuns]: DashboardRunsPage }, { client });
    const table = await screen.findByRole("table");
    await nextRefresh();
    await waitFor(() => expect(status()).toHaveTextContent(fill(en.refreshFailedText!, { time: "2:32 PM" })));
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("takes no page Load more adds after a refresh for new runs", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = json({ runs: before, next_cursor: "next" });
    const { client } = backend({ "/api/runs": [first, first.clone(), page([run("run-0")])] });
    await renderAreas({ [paths.dashboardRuns]: DashboardRunsPage }, { client });
    const table = await screen.findByRole("table");
    await nextRefresh();
    await user.click(screen.getByRole("button", { name: english.runsArea!.loadMoreLabel! }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    expect(status()).toBeEmptyDOMElement();
    expect(table.querySelectorAll(".dashboard-changed")).toHaveLength(0);
  });

  it("waits while the customer types a search not applied yet", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client, requests } = backend({ "/api/runs": [page(before)] });
    await renderAreas({ [paths.dashboardRuns]: DashboardRunsPage }, { client });
    await screen.findByRole("table");
    await user.type(screen.getByRole("searchbox"), "zend");
    await nextRefresh();
    await nextRefresh();
    expect(requests.filter((path) => path === "/api/runs")).toHaveLength(1);
    expect(screen.getByRole("searchbox")).toHaveValue("zend");
  });
});

describe("the Workflows area's refresh", () => {
  const changed = [{ ...workflows[0], status: "failing" as const }, workflows[1]];

  it.each([
    ["English", paths.dashboardWorkflows, english, en],
    ["Spanish", localizedPath(paths.dashboardWorkflows, "es"), spanish, es],
  ])("says in %s that a workflow changed, and marks it", async (_, address, content, texts) => {
    const { client } = backend({ "/api/workflows": [json(workflows), json(changed)] });
    await renderAreas({ [address]: DashboardWorkflowsPage }, { client, content });
    await screen.findAllByRole("heading", { level: 2 });
    await nextRefresh();
    await waitFor(() =>
      expect(status()).toHaveTextContent(`${texts.changedWorkflowText}. ${updated(texts)}`),
    );
    expect(items().map((item) => item.classList.contains("dashboard-changed"))).toEqual([true, false]);
  });

  it("keeps the workflows shown when a refresh fails, and says quietly it could not refresh, as of when", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client } = backend({
      "/api/workflows": [json(workflows), new Response(null, { status: 503 }), json(changed)],
    });
    await renderAreas({ [paths.dashboardWorkflows]: DashboardWorkflowsPage }, { client });
    await screen.findAllByRole("listitem");
    await nextRefresh();
    await waitFor(() => expect(status()).toHaveTextContent(fill(en.refreshFailedText!, { time: "2:32 PM" })));
    expect(items()).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Weekly blog drafts" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(english.loadStates!.serverText!)).not.toBeInTheDocument();
    // The next one, twice the wait later (2:33:30), works: what changed is said.
    await nextRefresh();
    expect(status()).toHaveTextContent(fill(en.refreshFailedText!, { time: "2:32 PM" }));
    await nextRefresh();
    await waitFor(() =>
      expect(status()).toHaveTextContent(`${en.changedWorkflowText}. ${updated(en, "2:33 PM")}`),
    );
  });
});

describe("the Workflows area's refresh while an action is sent", () => {
  it("waits for a pause on its way", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const pause = deferred();
    const { client, requests } = backend({ "/api/workflows/wf-1/pause": [pause.reply] });
    await renderAreas({ [paths.dashboardWorkflows]: DashboardWorkflowsPage }, { client });
    await user.click((await screen.findAllByRole("button", { name: "Pause" }))[0]);
    await nextRefresh();
    await nextRefresh();
    expect(requests.filter((path) => path === "/api/workflows")).toHaveLength(1);
  });
});

describe("Usage and plan's and the Overview's refresh", () => {
  const more = [{ ...usage[0], used: 41 }, usage[1]];

  it("Usage and plan says in English that an agent's usage changed", async () => {
    const { client } = backend({ "/api/usage": [json(usage), json(more)] });
    await renderAreas({ [paths.dashboardPlan]: DashboardPlanPage }, { client });
    await screen.findAllByRole("meter");
    await nextRefresh();
    await waitFor(() => expect(status()).toHaveTextContent(`${en.changedAgentText}. ${updated(en)}`));
    const cards = screen.getAllByRole("listitem").filter((item) => item.classList.contains("dashboard-item"));
    expect(cards.map((card) => card.classList.contains("dashboard-changed"))).toEqual([true, false]);
  });

  it("Usage and plan waits while a plan is being chosen", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client, requests } = backend({ "/api/usage": [json(usage), json(more)] });
    await renderAreas({ [paths.dashboardPlan]: DashboardPlanPage }, { client });
    await screen.findAllByRole("meter");
    await user.click(screen.getAllByRole("button", { name: english.planArea!.changeLabel! })[0]);
    await nextRefresh();
    await nextRefresh();
    expect(requests.filter((path) => path === "/api/usage")).toHaveLength(1);
    await user.click(screen.getAllByRole("button", { name: english.planArea!.changeLabel! })[0]);
    await nextRefresh();
    await waitFor(() => expect(requests.filter((path) => path === "/api/usage")).toHaveLength(2));
  });

  it("the Overview says in Spanish what changed in the workflows and the agents", async () => {
    const { client } = backend({
      "/api/usage": [json(usage), json(more)],
      "/api/workflows": [json(workflows), json(workflows.map((each) => ({ ...each, status: "paused" })))],
    });
    await renderAreas(
      { [localizedPath(paths.dashboard, "es")]: DashboardOverviewPage },
      { client, content: spanish },
    );
    await nextRefresh();
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `${fill(es.changedWorkflowsText!, { count: 2 })}. ${es.changedAgentText}. ${updated(es)}`,
      ),
    );
  });
});
