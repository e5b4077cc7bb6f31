import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "#web/shared/i18n/messages/en.ts";
import { fill, formatDateTime } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import {
  backend,
  bundledDashboard as bundled,
  deferred,
  json,
  refusal,
  renderAreas,
  workflows,
} from "../../../../tests/unit/dashboard-areas";
import { seedDocument } from "../../../../tests/unit/seed-content";
import { DashboardAgentsPage } from "../agents/DashboardAgentsPage";
import { DashboardWorkflowsPage } from "./DashboardWorkflowsPage";

const faults = bundled.loadStates!;
const render = (options: Parameters<typeof renderAreas>[1] = {}) =>
  renderAreas({ [paths.dashboardWorkflows]: DashboardWorkflowsPage }, options);
const area = () => screen.getByRole("region", { name: "Your Workflows" });

afterEach(() => vi.restoreAllMocks());

describe("the Workflows area", () => {
  it("shows the bundled texts, and says plainly that no backend is configured", async () => {
    await render();
    expect(screen.getByRole("heading", { level: 1, name: "Your Workflows" })).toBeInTheDocument();
    expect(await within(area()).findByText(faults.noBackendText!)).toBeInTheDocument();
  });

  it("shows each workflow's agent, status, last run, runs and success rate", async () => {
    await render({ client: backend().client });
    const flows = await within(area()).findAllByRole("listitem");
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
  });

  it("shows its empty state", async () => {
    await render({ client: backend({ "/api/workflows": [json([])] }).client });
    expect(await within(area()).findByText(bundled.workflowsCard!.emptyText!)).toBeInTheDocument();
  });

  it("lists the workflows when the subscriptions fail, without naming their agents", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await render({ client: backend({ "/api/agents": [new Response(null, { status: 503 })] }).client });
    const flows = await within(area()).findAllByRole("listitem");
    expect(flows).toHaveLength(2);
    expect(flows[0]).not.toHaveTextContent("Agent");
  });

  it("says why the workflows cannot show", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await render({ client: backend({ "/api/workflows": [new Response(null, { status: 500 })] }).client });
    expect(await within(area()).findByRole("alert")).toHaveTextContent(faults.serverText!);
  });
});

describe("pausing and resuming a workflow", () => {
  const texts = bundled.workflowsCard!;
  const refusals = bundled.refusals!;
  const item = (name: string) =>
    within(area())
      .getAllByRole("listitem")
      .find((flow) => within(flow).queryByRole("heading", { name }))!;
  const paused = { ...workflows[0], status: "paused" as const, last_error: null };

  it("shows a pause at once, busy until the backend confirms it, the button keeping the focus", async () => {
    const user = userEvent.setup();
    const pause = deferred();
    const { client, requests } = backend({
      // The list as read again after the pause (the route's loader runs again after its action).
      "/api/workflows": [json(workflows), json([paused, workflows[1]])],
      "/api/workflows/wf-1/pause": [pause.reply],
    });
    await render({ client });
    await within(area()).findAllByRole("listitem");
    const button = within(item("Weekly blog drafts")).getByRole("button", { name: "Pause" });

    await user.click(button);
    expect(item("Weekly blog drafts")).toHaveTextContent("StatusPaused");
    expect(button).toHaveTextContent("Pausing...");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    await user.click(button);
    expect(requests.filter((path) => path === "/api/workflows/wf-1/pause")).toHaveLength(1);

    pause.resolve(json(paused));
    expect(await within(item("Weekly blog drafts")).findByRole("button", { name: "Resume" })).toBe(button);
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).toHaveFocus();
    expect(item("Weekly blog drafts")).toHaveTextContent("StatusPaused");
    expect(within(item("Weekly blog drafts")).getByRole("status")).toHaveTextContent(
      fill(texts.pausedText!, { workflow: "Weekly blog drafts" }),
    );
    // The other workflow is as it was.
    expect(item("Keyword report")).toHaveTextContent("StatusFailing");
    // The area read its lists again after the pause, and the button stayed the same.
    await waitFor(() => expect(requests.filter((path) => path === "/api/workflows")).toHaveLength(2));
    expect(within(item("Weekly blog drafts")).getByRole("button", { name: "Resume" })).toBe(button);
  });

  it("resumes a paused workflow; one whose last run failed is failing again, with its error", async () => {
    const user = userEvent.setup();
    const resume = deferred();
    const error = workflows[1].last_error!;
    const { client } = backend({
      "/api/workflows": [
        json([paused, { ...workflows[1], status: "paused", last_error: null }]),
        json([paused, workflows[1]]),
      ],
      "/api/workflows/wf-2/resume": [resume.reply],
    });
    await render({ client });
    await within(area()).findAllByRole("listitem");
    expect(within(item("Keyword report")).queryByRole("link")).not.toBeInTheDocument();

    await user.click(within(item("Keyword report")).getByRole("button", { name: "Resume" }));
    expect(item("Keyword report")).toHaveTextContent("StatusRunning");
    expect(within(item("Keyword report")).getByRole("button")).toHaveTextContent("Resuming...");

    resume.resolve(json(workflows[1]));
    expect(await within(item("Keyword report")).findByRole("button", { name: "Pause" })).toHaveFocus();
    expect(item("Keyword report")).toHaveTextContent("StatusFailing");
    expect(item("Keyword report")).toHaveTextContent(error.message);
    expect(within(item("Keyword report")).getByRole("status")).toHaveTextContent(
      fill(texts.resumedText!, { workflow: "Keyword report" }),
    );
    expect(item("Weekly blog drafts")).toHaveTextContent("StatusPaused");
  });

  it.each([
    ["pause", "Weekly blog drafts", "wf-1", refusal(409, "conflict"), refusals.conflict, "Running"],
    ["resume", "Keyword report", "wf-2", refusal(429, "quota_reached"), refusals.quotaReached, "Paused"],
    ["pause", "Weekly blog drafts", "wf-1", new TypeError("Failed to fetch"), faults.downText, "Running"],
  ])(
    "puts the workflow back when a %s of it is refused, and says why",
    async (action, name, id, reply, reason, status) => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const user = userEvent.setup();
      const { client } = backend({
        "/api/workflows": [json([workflows[0], { ...workflows[1], status: "paused", last_error: null }])],
        [`/api/workflows/${id}/${action}`]: [reply],
      });
      await render({ client });
      await within(area()).findAllByRole("listitem");
      const button = within(item(name)).getByRole("button", {
        name: action === "pause" ? "Pause" : "Resume",
      });

      await user.click(button);
      const alert = await within(item(name)).findByRole("alert");
      expect(alert).toHaveTextContent(
        `${fill((action === "pause" ? texts.pauseRefusedText : texts.resumeRefusedText)!, { workflow: name })} ${reason}`,
      );
      expect(alert).not.toHaveTextContent("The backend's own words");
      expect(item(name)).toHaveTextContent(`Status${status}`);
      expect(button).toHaveTextContent(action === "pause" ? "Pause" : "Resume");
      expect(button).toHaveFocus();
      expect(within(item(name)).getByRole("status")).toBeEmptyDOMElement();
    },
  );

  it("remembers a paused workflow when the customer comes back to the area", async () => {
    const user = userEvent.setup();
    const { client } = backend({
      "/api/workflows": [json(workflows), deferred().reply],
      "/api/workflows/wf-1/pause": [json(paused)],
    });
    await renderAreas(
      { [paths.dashboardWorkflows]: DashboardWorkflowsPage, [paths.dashboardAgents]: DashboardAgentsPage },
      { client },
    );
    await within(area()).findAllByRole("listitem");
    await user.click(within(item("Weekly blog drafts")).getByRole("button", { name: "Pause" }));
    await within(item("Weekly blog drafts")).findByRole("button", { name: "Resume" });

    await user.click(screen.getByRole("link", { name: "Agents" }));
    await screen.findByRole("heading", { level: 1, name: "Your Agents" });
    await user.click(screen.getByRole("link", { name: "Workflows" }));
    // The list loads again (its reply does not come); meanwhile it shows as the customer left it.
    await screen.findByRole("heading", { level: 1, name: "Your Workflows" });
    expect(item("Weekly blog drafts")).toHaveTextContent("StatusPaused");
  });
});

describe("a failing workflow", () => {
  const texts = bundled.workflowsCard!;
  const error = workflows[1].last_error!;

  it("shows its last error as the run gives it, since when, and links to that run", async () => {
    await render({ client: backend().client });
    const [running, failing] = await within(area()).findAllByRole("listitem");
    expect(failing).toHaveTextContent(`${texts.lastErrorLabel}${error.message}`);
    expect(failing).toHaveTextContent(fill(texts.sinceText!, { time: formatDateTime(error.at, en.formats) }));
    const link = within(failing).getByRole("link", { name: texts.seeRunLabel! });
    expect(link).toHaveAttribute("href", `${paths.dashboardRun}?id=${error.run_id}`);
    expect(link).toHaveAccessibleDescription("Keyword report");
    expect(running).not.toHaveTextContent(texts.lastErrorLabel!);
    expect(within(running).queryByRole("link")).not.toBeInTheDocument();
  });

  it("links to the run in the page's language", async () => {
    const spanish = seedDocument("dashboardPage-es") as DashboardPageContent;
    await renderAreas(
      { [localizedPath(paths.dashboardWorkflows, "es")]: DashboardWorkflowsPage },
      { content: spanish, client: backend().client },
    );
    const link = await screen.findByRole("link", { name: spanish.workflowsCard!.seeRunLabel! });
    expect(link).toHaveAttribute("href", `/es${paths.dashboardRun}?id=${error.run_id}`);
    expect(screen.getByText(error.message, { exact: false })).toBeInTheDocument();
  });
});
