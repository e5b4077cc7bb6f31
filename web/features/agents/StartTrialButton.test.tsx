import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AgentPageLabels } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import type { BackendClient } from "#web/shared/api/backend.ts";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedStartTrialCta, seedTrialTexts as texts } from "../../../tests/unit/seed-content";
import { StartTrialButton } from "./StartTrialButton";

const agent = {
  name: "Data Analyst",
  slug: "data-analyst",
  plans: [
    {
      _key: "s",
      planId: "starter",
      name: "Starter",
      price: 1,
      period: "month",
      features: null,
      popular: false,
    },
    {
      _key: "p",
      planId: "professional",
      name: "Professional",
      price: 2,
      period: "month",
      features: null,
      popular: true,
    },
  ],
};

const labels = {
  ...texts,
  startTrialCta: { label: seedStartTrialCta.label, href: paths.signUp },
} as AgentPageLabels;

const signedIn = (startTrial: BackendClient["startTrial"]) =>
  authStandIn({
    status: "signed-in",
    user: { uid: "u1", displayName: "Ada", email: "ada@example.com", emailVerified: true, hasPassword: true },
    backendClient: vi.fn(async () => ({ startTrial }) as unknown as BackendClient),
  });

function renderButton(auth: AuthContextValue) {
  const Stub = createRoutesStub([
    {
      path: paths.agent("data-analyst"),
      Component: () => <StartTrialButton agent={agent} labels={labels} />,
    },
    { path: paths.dashboard, Component: () => <h1>Dashboard</h1> },
    { path: paths.signUp, Component: () => <h1>Sign up</h1> },
  ]);
  render(
    <AuthStandInProvider value={auth}>
      <Stub initialEntries={[paths.agent("data-analyst")]} />
    </AuthStandInProvider>,
  );
  return userEvent.setup();
}

const link = (name = labels!.startTrialCta!.label!) => screen.findByRole("link", { name });

describe("StartTrialButton", () => {
  it("is a link to sign-up carrying the agent and its popular plan; a visitor's click follows it", async () => {
    const auth = authStandIn();
    const user = renderButton(auth);
    expect(await link()).toHaveAttribute("href", `${paths.signUp}?trial=data-analyst&plan=professional`);
    await user.click(await link());
    expect(await screen.findByRole("heading", { name: "Sign up" })).toBeInTheDocument();
    expect(auth.backendClient).not.toHaveBeenCalled();
  });

  it("starts a signed-in customer's trial once, busy meanwhile, then opens the dashboard", async () => {
    let finish: () => void = () => {};
    const startTrial = vi.fn(
      () => new Promise<never>((resolve) => (finish = () => resolve(undefined as never))),
    );
    const user = renderButton(signedIn(startTrial));
    await user.click(await link());
    const busy = await link(labels!.trialStartingLabel!);
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy);
    expect(startTrial).toHaveBeenCalledTimes(1);
    expect(startTrial).toHaveBeenCalledWith({ agent_slug: "data-analyst", plan: "professional" });
    finish();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("says so when the customer already has that trial, with a link to the dashboard", async () => {
    const user = renderButton(
      signedIn(vi.fn(async () => Promise.reject(new Error("HTTP error! status: 409")))),
    );
    await user.click(await link());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      texts.trialExistsText!.replace("{agent}", "Data Analyst"),
    );
    expect(screen.getByRole("link", { name: texts.trialDashboardLinkLabel! })).toHaveAttribute(
      "href",
      paths.dashboard,
    );
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
  });

  it.each([
    ["a server error", new Error("HTTP error! status: 503")],
    ["a backend that cannot be reached", new TypeError("Failed to fetch")],
    ["the 10-second limit", new DOMException("signal is aborted", "AbortError")],
  ])("on %s says it failed and tries again on Try again", async (_label, error) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const startTrial = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce({});
    const user = renderButton(signedIn(startTrial));
    await user.click(await link());
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.trialFailedText!);
    expect(await link()).not.toHaveAttribute("aria-disabled");
    await user.click(screen.getByRole("button", { name: texts.trialRetryLabel! }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(startTrial).toHaveBeenCalledTimes(2);
  });

  it("says it failed when the site has no backend", async () => {
    const user = renderButton(authStandIn({ status: "signed-in", backendClient: vi.fn(async () => null) }));
    await user.click(await link());
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.trialFailedText!);
  });
});
