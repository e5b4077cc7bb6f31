import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth, useAuthSession } from "./AuthProvider";
import { startSession } from "./session";
import { hasSignInHint, setSignInHint } from "./signInHint";

// The session module holds the Firebase SDK: a visitor who never signed in must not load it.
vi.mock("./session", () => ({
  startSession: vi.fn(async (publish: (change: object) => void) => {
    publish({
      status: "signed-in",
      user: { uid: "u1", displayName: "Ada", email: "a@x.io" },
      verified: true,
    });
    return {};
  }),
}));

afterEach(() => {
  localStorage.clear();
  vi.mocked(startSession).mockClear();
});

function Status() {
  return <p>{useAuth().status}</p>;
}

function AccountPage() {
  return <p>{useAuthSession().status}</p>;
}

describe("AuthProvider", () => {
  it("is signed out at once, loading nothing, for a visitor who never signed in", async () => {
    render(
      <AuthProvider>
        <Status />
      </AuthProvider>,
    );
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
    expect(startSession).not.toHaveBeenCalled();
  });

  it("restores the session of a visitor who signed in on this browser", async () => {
    setSignInHint(true);
    render(
      <AuthProvider>
        <Status />
      </AuthProvider>,
    );
    expect(await screen.findByText("signed-in", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(startSession).toHaveBeenCalledTimes(1);
  });

  it("loads the session on an account page", async () => {
    render(
      <AuthProvider>
        <AccountPage />
      </AuthProvider>,
    );
    await waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("signed-in", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe("sign-in hint", () => {
  it("is set and cleared", () => {
    expect(hasSignInHint()).toBe(false);
    setSignInHint(true);
    expect(hasSignInHint()).toBe(true);
    setSignInHint(false);
    expect(hasSignInHint()).toBe(false);
  });
});
