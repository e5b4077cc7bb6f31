import { act, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth, useAuthSession } from "./AuthProvider";
import type { AuthContextValue } from "./authState";
import type { startSession as realStartSession } from "./session";
import { rememberSignIn } from "./signInHintWrites";

// The session module holds the Firebase SDK: a visitor who never signed in must not load it.
// The provider is given a stand-in for it, and tells when it asks for it.
const actions = {
  signUp: vi.fn(async () => {}),
  signIn: vi.fn(async () => {}),
  signInWithGoogle: vi.fn(async () => {}),
  resetPassword: vi.fn(async () => {}),
  logout: vi.fn(async () => {}),
  loadProfile: vi.fn(async () => null),
  saveProfile: vi.fn(async () => null),
  changePassword: vi.fn(async () => {}),
  sendVerificationEmail: vi.fn(async () => {}),
  backendClient: vi.fn(async () => null),
};
const startSession = vi.fn<typeof realStartSession>();
const loadSession = vi.fn(async () => ({ startSession }));

beforeEach(() => {
  startSession.mockImplementation(async (publish) => {
    publish({
      status: "signed-in",
      user: { uid: "u1", displayName: "Ada", email: "a@x.io", emailVerified: true, hasPassword: true },
      verified: true,
    });
    return actions;
  });
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

let auth: AuthContextValue;

function Status() {
  const value = useAuth();
  useEffect(() => {
    auth = value;
  });
  return <p>{value.status}</p>;
}

function AccountPage() {
  return <p>{useAuthSession().status}</p>;
}

function renderProvider(children = <Status />) {
  render(<AuthProvider loadSession={loadSession}>{children}</AuthProvider>);
}

const WAIT = { timeout: 5000 };

describe("AuthProvider", () => {
  it("is signed out at once, loading nothing, for a visitor who never signed in", async () => {
    renderProvider();
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
    expect(auth.verified).toBeUndefined();
    // The provider decides as it mounts: it would have asked for the session module by now.
    expect(loadSession).not.toHaveBeenCalled();
  });

  it("starts in the loading state, as the prerendered page does, until Firebase reports", async () => {
    rememberSignIn();
    startSession.mockImplementation(() => new Promise(() => {}));
    renderProvider();
    expect(screen.getByText("loading")).toBeInTheDocument();
    await waitFor(() => expect(startSession).toHaveBeenCalled(), WAIT);
    expect(screen.getByText("loading")).toBeInTheDocument();
  });

  it.each([
    ["remembered", false],
    ["for this tab's session", true],
  ])("restores the session of a visitor who signed in on this browser (%s)", async (_label, sessionOnly) => {
    rememberSignIn(sessionOnly);
    renderProvider();
    expect(await screen.findByText("signed-in", {}, WAIT)).toBeInTheDocument();
    // The status shows as it renders; the test reads the value once the effects have run.
    await waitFor(() => expect(auth.verified).toBe(true));
    expect(startSession).toHaveBeenCalledTimes(1);
  });

  it("loads the session on an account page", async () => {
    renderProvider(<AccountPage />);
    await waitFor(() => expect(startSession).toHaveBeenCalledTimes(1), WAIT);
    expect(await screen.findByText("signed-in", {}, WAIT)).toBeInTheDocument();
  });

  it("loads the session once, on the first action, and passes the arguments on", async () => {
    renderProvider();
    await screen.findByText("signed-out");
    const first = auth;
    await act(() => auth.signIn("a@x.io", "Secret123", true));
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(actions.signIn).toHaveBeenCalledWith("a@x.io", "Secret123", true);
    await act(() => auth.logout());
    expect(actions.logout).toHaveBeenCalledTimes(1);
    expect(startSession).toHaveBeenCalledTimes(1);
    // The actions keep their identity across state changes.
    expect(auth.signIn).toBe(first.signIn);
    expect(auth.connect).toBe(first.connect);
  });

  it("publishes every change the session reports", async () => {
    let publish: Parameters<typeof startSession>[0] = () => {};
    startSession.mockImplementation(async (receive) => {
      publish = receive;
      return actions;
    });
    renderProvider(<AccountPage />);
    await waitFor(() => expect(startSession).toHaveBeenCalled(), WAIT);
    act(() =>
      publish({
        status: "signed-in",
        user: { uid: "u1", displayName: "Ada", email: null, emailVerified: true, hasPassword: true },
      }),
    );
    expect(await screen.findByText("signed-in")).toBeInTheDocument();
    act(() => publish({ status: "signed-out", user: null, verified: true }));
    expect(await screen.findByText("signed-out")).toBeInTheDocument();
  });

  it("when the session cannot load: signed out, the action rejects, the next one tries again", async () => {
    const failure = new Error("offline");
    startSession.mockRejectedValueOnce(failure);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    rememberSignIn();
    renderProvider();
    expect(await screen.findByText("signed-out", {}, WAIT)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(failure);
    await act(() => auth.resetPassword("a@x.io"));
    expect(startSession).toHaveBeenCalledTimes(2);
    expect(actions.resetPassword).toHaveBeenCalledWith("a@x.io");
    consoleError.mockRestore();
  });

  it("rejects an action whose session cannot load", async () => {
    startSession.mockRejectedValueOnce(new Error("offline"));
    renderProvider();
    await screen.findByText("signed-out");
    await expect(auth.signInWithGoogle()).rejects.toThrow("offline");
    expect(actions.signInWithGoogle).not.toHaveBeenCalled();
  });
});
