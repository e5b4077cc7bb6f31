import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBackendClient } from "#web/shared/api/backend.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { paths } from "#content/paths.ts";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import {
  bundledDashboard,
  json,
  renderAreas,
  subscriptions,
  usage,
  workflows,
} from "../../../tests/unit/dashboard-areas";
import { seedRootContent } from "../../../tests/unit/seed-content";
import { DashboardAgentsPage } from "./agents/DashboardAgentsPage";
import { DashboardOverviewPage } from "./DashboardOverviewPage";

describe("an area of the client area", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("keeps a signed-out visitor's loading screen until the sign-in page replaces it", async () => {
    let showSignIn = () => {};
    const signInLoaded = new Promise<null>((resolve) => (showSignIn = () => resolve(null)));
    const root = { ...seedRootContent, messages: en };
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () => root,
        children: [
          {
            path: paths.dashboard,
            Component: () => <DashboardOverviewPage content={bundledDashboard} />,
          },
          { path: paths.signIn, loader: () => signInLoaded, Component: () => <h1>Sign in</h1> },
        ],
      },
    ]);
    // The browser's address is the dashboard's (RequireAuth leaves one that moved on alone).
    window.history.replaceState(null, "", paths.dashboard);
    render(
      <AuthStandInProvider value={authStandIn({ status: "signed-out", verified: true })}>
        <Stub initialEntries={[paths.dashboard]} hydrationData={{ loaderData: { root } }} />
      </AuthStandInProvider>,
    );
    // On its way to the sign-in page, which is still loading: nothing else took its place.
    expect(await screen.findByRole("status")).toHaveTextContent(en.loading);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole("status")).toHaveTextContent(en.loading);

    showSignIn();
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows what the customer's calls last gave while they load again, moving between areas", async () => {
    const user = userEvent.setup();
    let agentCalls = 0;
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      const path = new URL(String(url)).pathname;
      if (path === "/api/workflows") return json(workflows);
      if (path === "/api/usage") return json(usage);
      if (path === "/api/notifications") return json({ items: [], unread_count: 0, next_cursor: null });
      // The second load of the subscriptions does not answer.
      agentCalls += 1;
      return agentCalls === 1 ? json(subscriptions) : new Promise<Response>(() => {});
    });
    const client = createBackendClient({
      host: "http://backend.test",
      getIdToken: async () => "token",
      fetch,
    });
    await renderAreas(
      { [paths.dashboard]: DashboardOverviewPage, [paths.dashboardAgents]: DashboardAgentsPage },
      { client },
    );
    expect(
      await screen.findByRole("img", { name: bundledDashboard.analyticsCard!.chartLabel! }),
    ).toBeVisible();

    await user.click(screen.getByRole("link", { name: bundledDashboard.navigation!.agents! }));
    // The area's route loader runs first: the area shows once it has started its reads.
    const area = await screen.findByRole("region", { name: bundledDashboard.agentsCard!.title! });
    expect(within(area).getAllByRole("listitem")).toHaveLength(2);
    expect(within(area).queryByText(bundledDashboard.loadStates!.loadingText!)).not.toBeInTheDocument();
    expect(agentCalls).toBe(2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
  });
});
