import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "#content/paths.ts";
import {
  backend,
  bundledDashboard as bundled,
  dayBefore,
  json,
  renderAreas,
  subscriptions,
} from "../../tests/unit/dashboard-areas";
import { DashboardOverviewPage } from "./DashboardOverviewPage";

const faults = bundled.loadStates!;
const render = (options: Parameters<typeof renderAreas>[1] = {}) =>
  renderAreas({ [paths.dashboard]: DashboardOverviewPage }, options);

const section = (name: string) => screen.getByRole("region", { name });
const figures = (testId: string) =>
  Object.fromEntries(
    within(screen.getByTestId(testId))
      .getAllByRole("definition")
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]),
  );

afterEach(() => vi.restoreAllMocks());

describe("the Overview", () => {
  it("greets the customer, offers Logout, and says plainly that no backend is configured", async () => {
    await render();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, Ada" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(await within(section("Analytics")).findByText(faults.noBackendText!)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "View Analytics" })).not.toBeInTheDocument();
    expect(screen.queryByText("Coming soon")).not.toBeInTheDocument();
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
    await render({ content: { ...bundled, greeting: "Hello," }, client: backend().client });
    expect(screen.getByRole("heading", { level: 1, name: "Hello, Ada" })).toBeInTheDocument();
  });

  it("greets a customer without a display name by their e-mail address", async () => {
    await render({ user: { displayName: null } });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, a@b.c" })).toBeInTheDocument();
  });

  it("shows the customer's runs and their own figures", async () => {
    await render({ client: backend().client });
    expect(
      await within(section("Analytics")).findByRole("img", { name: "Runs per day over the last 30 days" }),
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

  it("says when there were no runs, and counts nothing", async () => {
    await render({ client: backend({ "/api/agents": [json([])], "/api/workflows": [json([])] }).client });
    expect(
      await within(section("Analytics")).findByText(bundled.analyticsCard!.emptyText!),
    ).toBeInTheDocument();
    expect(figures("customer-stats")).toEqual({
      "Active agents": "0",
      "Runs this month": "0",
      "Success rate (30 days)": "–",
    });
  });

  it("keeps the chart when the subscriptions fail, its active agents unknown until they load", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await render({
      client: backend({ "/api/agents": [new Response(null, { status: 503 }), json(subscriptions)] }).client,
    });
    expect(await within(section("Analytics")).findByRole("img")).toBeInTheDocument();
    expect(figures("customer-stats")["Active agents"]).toBe("–");
  });

  it("says why the chart cannot show when the workflows fail, and retries", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    await render({ client: backend({ "/api/workflows": [new Response(null, { status: 500 })] }).client });
    const analytics = section("Analytics");
    expect(await within(analytics).findByRole("alert")).toHaveTextContent(faults.serverText!);
    expect(figures("customer-stats")["Active agents"]).toBe("2");
    await user.click(within(analytics).getByRole("button", { name: "Retry" }));
    expect(within(analytics).getByRole("heading", { level: 2 })).toHaveFocus();
  });
});
