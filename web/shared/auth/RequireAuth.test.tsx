import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "#content/paths.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import type { AuthStatus } from "./authState";
import { RequireAuth } from "./RequireAuth";
import { nextIn } from "./returnTarget";

const session = vi.hoisted(() => ({ status: "signed-out" as AuthStatus, verified: true }));
vi.mock("./AuthProvider", () => ({ useAuthSession: () => session }));

/** The guarded page at `page` in the app, the browser's address bar at `address`. */
function renderAt(page: string, address: string) {
  window.history.replaceState(null, "", address);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        loader: () => ({ messages: en }),
        hydrateFallbackElement: null,
        children: [
          { path: "/page-two", element: <RequireAuth>Private</RequireAuth> },
          { path: paths.dashboard, element: <RequireAuth>Private</RequireAuth> },
          { path: "/es/dashboard/*", element: <RequireAuth>Private</RequireAuth> },
          { path: paths.signIn, element: <p>The sign-in page</p> },
          { path: "/es/signin", element: <p>The sign-in page</p> },
        ],
      },
    ],
    { initialEntries: [page], hydrationData: { loaderData: { root: { messages: en } } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  Object.assign(session, { status: "signed-out", verified: true });
  window.history.replaceState(null, "", "/");
});

describe("RequireAuth", () => {
  it("shows the page to a signed-in customer", () => {
    Object.assign(session, { status: "signed-in" });
    renderAt("/page-two", "/page-two");
    expect(screen.getByText("Private")).toBeVisible();
  });

  it("sends a signed-out visitor to sign in, the page asked for in the address", async () => {
    const router = renderAt("/page-two?tab=2#part", "/page-two");
    expect(await screen.findByText("The sign-in page")).toBeVisible();
    const { pathname, search, state } = router.state.location;
    expect(`${pathname}${search}`).toBe(`${paths.signIn}?next=%2Fpage-two%3Ftab%3D2%23part`);
    expect(nextIn(search)).toBe("/page-two?tab=2#part");
    // Nothing in the history entry's state: a reload would lose it.
    expect(state).toBeNull();
  });

  it("sends a visitor to sign in in the page's language", async () => {
    const router = renderAt("/es/dashboard/settings", "/es/dashboard/settings");
    expect(await screen.findByText("The sign-in page")).toBeVisible();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe("/es/signin?next=%2Fes%2Fdashboard%2Fsettings");
  });

  it("sends a visitor asking for the dashboard to plain sign-in, which leads there anyway", async () => {
    const router = renderAt(paths.dashboard, paths.dashboard);
    expect(await screen.findByText("The sign-in page")).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(paths.signIn);
  });

  it("waits while Firebase has not said who is signed in", () => {
    Object.assign(session, { verified: false });
    const router = renderAt("/page-two", "/page-two");
    expect(screen.getByRole("status")).toBeVisible();
    expect(router.state.navigation.state).toBe("idle");
    expect(router.state.location.pathname).toBe("/page-two");
  });

  it("leaves a visitor whose address has moved on (Logout goes home first) to that navigation", () => {
    const router = renderAt("/page-two", "/");
    expect(router.state.navigation.state).toBe("idle");
    expect(router.state.location.pathname).toBe("/page-two");
    expect(screen.queryByText("The sign-in page")).toBeNull();
  });
});
