import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "#content/paths.ts";
import { backend, bundledDashboard as bundled, json, renderAreas } from "../../tests/unit/dashboard-areas";
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
