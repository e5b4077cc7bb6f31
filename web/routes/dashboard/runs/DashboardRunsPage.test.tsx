import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "#content/paths.ts";
import { renderAreas } from "../../../../tests/unit/dashboard-areas";
import { dashboardContent, fakeBackend, json, run, runSummary } from "../../../../tests/unit/runs-stand-in";
import { DashboardRunPage } from "../run/DashboardRunPage";
import { DashboardRunsPage } from "./DashboardRunsPage";

const content = await dashboardContent("en");
const texts = content.runsArea!;
const pages = { [paths.dashboardRuns]: DashboardRunsPage, [paths.dashboardRun]: DashboardRunPage };
const navigation = () => screen.getByRole("navigation", { name: content.navigation!.label! });

/** The backend of a customer with one failed run. */
const backend = () =>
  fakeBackend((call) =>
    call.path === "/api/workflows"
      ? json([])
      : call.path === "/api/runs"
        ? json({ runs: [runSummary()], next_cursor: null })
        : json(run()),
  );

afterEach(() => vi.restoreAllMocks());

describe("the Runs area", () => {
  it("is an area of the client area: its heading and description, its link current in the navigation", async () => {
    await renderAreas(pages, { content, client: backend().client });
    expect(screen.getByRole("heading", { level: 1, name: texts.title! })).toBeInTheDocument();
    const area = screen.getByRole("region", { name: texts.title! });
    expect(within(area).getByText(texts.description!)).toBeInTheDocument();
    expect(within(navigation()).getByRole("link", { name: content.navigation!.runs! })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await within(area).findByRole("table", { name: texts.title! })).toBeInTheDocument();
  });

  it("says plainly that no backend is configured", async () => {
    await renderAreas(pages, { content });
    expect(await screen.findByText(content.loadStates!.noBackendText!)).toBeInTheDocument();
  });
});

describe("a run's page", () => {
  it("is headed by the run's workflow once it has loaded, and by the content's word before", async () => {
    let answer: (reply: Response) => void = () => {};
    const { client } = fakeBackend(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderAreas(pages, { content, client, path: `${paths.dashboardRun}?id=run-1` });
    expect(screen.getByRole("heading", { level: 1, name: texts.runTitle! })).toBeInTheDocument();
    answer(json(run()));
    expect(await screen.findByRole("heading", { level: 1, name: "Ticket triage" })).toBeInTheDocument();
    expect(within(navigation()).queryByRole("link", { current: "page" })).not.toBeInTheDocument();
  });

  it("takes the focus on its heading when the customer comes from the list", async () => {
    const { client } = backend();
    await renderAreas(pages, { content, client });
    (await screen.findAllByRole("link", { name: /2026/ }))[0].click();
    expect(await screen.findByRole("heading", { level: 1, name: "Ticket triage" })).toHaveFocus();
    expect(screen.getByRole("link", { name: texts.backLabel! })).toHaveAttribute("href", paths.dashboardRuns);
  });

  it("says plainly that no backend is configured", async () => {
    await renderAreas(pages, { content, path: `${paths.dashboardRun}?id=run-1` });
    expect(await screen.findByText(content.loadStates!.noBackendText!)).toBeInTheDocument();
  });
});
