import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DashboardPageQueryResult } from "@content/sanity.types";
import type { DashboardPageContent } from "@content/contentTypes";
import { FakeAuthProvider, fakeAuth } from "../../../tests/unit/fake-auth";
import { seedDocument, seedNavigation } from "../../../tests/unit/seed-content";
import { paths } from "@content/paths";
import { DashboardHome } from "./DashboardHome";

const bundled = seedDocument("dashboardPage") as DashboardPageContent;

function renderDashboard(content: DashboardPageQueryResult) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ settings: { navigation: seedNavigation }, agents: [] }),
      Component: () => <DashboardHome content={content} />,
    },
  ]);
  render(
    <FakeAuthProvider
      value={fakeAuth({ status: "signed-in", user: { uid: "u1", displayName: "Ada", email: "a@b.c" } })}
    >
      <Stub initialEntries={["/"]} />
    </FakeAuthProvider>,
  );
}

describe("DashboardHome", () => {
  it("shows the bundled texts", async () => {
    renderDashboard(bundled);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Ada" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "AI Agents" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Agents" })).toHaveAttribute("href", paths.agents);
    expect(screen.getByRole("button", { name: "View Analytics" })).toBeDisabled();
    expect(screen.getByText("Coming soon")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Account Settings" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeInTheDocument();
  });

  it("follows the content", async () => {
    renderDashboard({
      ...bundled,
      greeting: "Hello,",
      agentsCard: { ...bundled.agentsCard, linkLabel: "Browse agents" },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Hello, Ada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse agents" })).toHaveAttribute("href", paths.agents);
  });
});
