import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { paths } from "#content/paths.ts";
import type { BackendClient } from "#web/shared/api/backend.ts";
import { seedRootData, withRootData } from "../../../tests/unit/root-data-router";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedTrialTexts as texts } from "../../../tests/unit/seed-content";
import { TrialFromAddress } from "./TrialFromAddress";

const rootData = {
  ...seedRootData,
  agents: [
    { _id: "agent-data-analyst", _type: "agent", name: "Data Analyst", slug: "data-analyst", icon: null },
  ],
} as RootQueryResult;

const TRIAL = "?trial=data-analyst&plan=professional";

/** The dashboard's sections: each mount is a load of the customer's data. */
function Sections({ onLoad }: { onLoad: () => void }) {
  useEffect(onLoad, [onLoad]);
  return <h1>Your agents</h1>;
}

function renderAt(path: string, startTrial: BackendClient["startTrial"]) {
  const loads = vi.fn();
  const auth = authStandIn({
    status: "signed-in",
    backendClient: vi.fn(async () => ({ startTrial }) as unknown as BackendClient),
  });
  render(
    <StrictMode>
      <AuthStandInProvider value={auth}>
        {withRootData(
          <TrialFromAddress texts={texts}>
            <Sections onLoad={loads} />
          </TrialFromAddress>,
          { path, rootData },
        )}
      </AuthStandInProvider>
    </StrictMode>,
  );
  return { loads, user: userEvent.setup() };
}

describe("TrialFromAddress", () => {
  it("starts the trial in the address once, before the sections load", async () => {
    let finish: () => void = () => {};
    const startTrial = vi.fn(() => new Promise<never>((resolve) => (finish = () => resolve({} as never))));
    const { loads } = renderAt(`${paths.dashboard}${TRIAL}`, startTrial);
    expect(await screen.findByRole("status")).toHaveTextContent(texts.trialStartingLabel!);
    expect(screen.queryByRole("heading", { name: "Your agents" })).toBeNull();
    expect(loads).not.toHaveBeenCalled();
    finish();
    expect(await screen.findByRole("heading", { name: "Your agents" })).toBeInTheDocument();
    expect(startTrial).toHaveBeenCalledTimes(1);
    expect(startTrial).toHaveBeenCalledWith({ agent_slug: "data-analyst", plan: "professional" });
    await waitFor(() => expect(loads).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the customer already has that trial, above the sections", async () => {
    renderAt(`${paths.dashboard}${TRIAL}`, vi.fn().mockRejectedValue(new Error("HTTP error! status: 409")));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      texts.trialExistsText!.replace("{agent}", "Data Analyst"),
    );
    expect(screen.getByRole("heading", { name: "Your agents" })).toBeInTheDocument();
  });

  it("says it failed, and Try again starts it and loads the sections again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const startTrial = vi
      .fn()
      .mockRejectedValueOnce(new Error("HTTP error! status: 500"))
      .mockResolvedValueOnce({});
    const { loads, user } = renderAt(`${paths.dashboard}${TRIAL}`, startTrial);
    expect(await screen.findByRole("alert")).toHaveTextContent(texts.trialFailedText!);
    await waitFor(() => expect(loads).toHaveBeenCalled());
    const loadsBefore = loads.mock.calls.length;
    await user.click(screen.getByRole("button", { name: texts.trialRetryLabel! }));
    expect(await screen.findByRole("heading", { name: "Your agents" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(startTrial).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(loads.mock.calls.length).toBeGreaterThan(loadsBefore));
  });

  it.each([
    ["no trial", paths.dashboard],
    ["an agent the site does not have", `${paths.dashboard}?trial=no-such-agent&plan=starter`],
  ])("with %s in the address shows the sections and starts nothing", async (_label, path) => {
    const startTrial = vi.fn();
    renderAt(path, startTrial);
    expect(await screen.findByRole("heading", { name: "Your agents" })).toBeInTheDocument();
    expect(startTrial).not.toHaveBeenCalled();
  });
});
