// @vitest-environment jsdom
import type { User } from "firebase/auth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "./authState";
import { startSession } from "./session";
import { hasSignInHint } from "./signInHint";
import { rememberSignIn } from "./signInHintWrites";

// A stand-in for the Firebase Auth SDK: what the session asks of it, and the listener it registers.
const firebase = vi.hoisted(() => {
  const sdk = {
    onAuthStateChanged: vi.fn(),
    setPersistence: vi.fn(async () => {}),
    signInWithEmailAndPassword: vi.fn(async () => ({})),
    signInWithPopup: vi.fn(async () => ({})),
    getAdditionalUserInfo: vi.fn(() => ({ isNewUser: false })),
    signOut: vi.fn(async () => {}),
    EmailAuthProvider: { credential: vi.fn((email: string, password: string) => ({ email, password })) },
    reauthenticateWithCredential: vi.fn(async () => ({})),
    updatePassword: vi.fn(async () => {}),
    sendEmailVerification: vi.fn(async () => {}),
    GoogleAuthProvider: class {
      setCustomParameters = vi.fn();
    },
    browserLocalPersistence: { type: "LOCAL" },
    browserSessionPersistence: { type: "SESSION" },
    browserPopupRedirectResolver: { resolver: true },
  };
  return { sdk, auth: { currentUser: null } };
});
vi.mock("./firebase", () => ({ loadFirebaseAuth: async () => firebase }));
const backend = vi.hoisted(() => ({ host: null as string | null }));
vi.mock("#web/shared/api/backend.ts", async (original) => ({
  ...(await original<typeof import("#web/shared/api/backend.ts")>()),
  backendHost: () => backend.host,
}));

const USER_KEY = "firebase:authUser:demo-api-key:[DEFAULT]";
const ada = {
  uid: "u1",
  displayName: "Ada",
  email: "ada@example.com",
  emailVerified: false,
  providerData: [{ providerId: "password" }],
} as User;

let publish: ReturnType<typeof vi.fn<(change: Partial<AuthState>) => void>>;
/** Starts a session and returns Firebase's listener, as the SDK would call it. */
async function start() {
  const actions = await startSession(publish);
  const listener = firebase.sdk.onAuthStateChanged.mock.calls[0][1] as (user: User | null) => Promise<void>;
  return { actions, report: listener };
}

beforeEach(() => {
  publish = vi.fn();
});

afterEach(() => {
  backend.host = null;
  firebase.auth.currentUser = null;
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe("startSession", () => {
  it("publishes a signed-in user and remembers the sign-in on this browser", async () => {
    const { report } = await start();
    await report(ada);
    expect(publish).toHaveBeenCalledWith({
      status: "signed-in",
      user: {
        uid: "u1",
        displayName: "Ada",
        email: "ada@example.com",
        emailVerified: false,
        hasPassword: true,
      },
      profile: null,
      verified: true,
    });
    expect(localStorage.getItem("signed-in")).toBe("1");
    expect(sessionStorage.getItem("signed-in")).toBeNull();
  });

  it("keeps the hint of a session without 'Remember me' in the tab's session only", async () => {
    // Firebase's session persistence has stored the user before it reports it.
    sessionStorage.setItem(USER_KEY, "{}");
    localStorage.setItem("signed-in", "1");
    const { report } = await start();
    await report(ada);
    expect(sessionStorage.getItem("signed-in")).toBe("1");
    expect(localStorage.getItem("signed-in")).toBeNull();
  });

  it("forgets the hint when Firebase reports nobody", async () => {
    rememberSignIn();
    const { report } = await start();
    await report(null);
    expect(publish).toHaveBeenCalledWith({ status: "signed-out", user: null, profile: null, verified: true });
    expect(hasSignInHint()).toBe(false);
  });

  it("signs in with the persistence 'Remember me' asks for", async () => {
    const { actions } = await start();
    await actions.signIn("ada@example.com", "Secret123", false);
    expect(firebase.sdk.setPersistence).toHaveBeenLastCalledWith(
      firebase.auth,
      firebase.sdk.browserSessionPersistence,
    );
    await actions.signIn("ada@example.com", "Secret123", true);
    expect(firebase.sdk.setPersistence).toHaveBeenLastCalledWith(
      firebase.auth,
      firebase.sdk.browserLocalPersistence,
    );
    expect(firebase.sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      "ada@example.com",
      "Secret123",
    );
  });

  it("hands Google's popup helper to the popup only when the Google button is used", async () => {
    const { actions } = await start();
    await actions.signInWithGoogle();
    const [auth, provider, resolver] = firebase.sdk.signInWithPopup.mock.calls[0] as unknown[];
    expect(auth).toBe(firebase.auth);
    expect(provider).toBeInstanceOf(firebase.sdk.GoogleAuthProvider);
    expect(resolver).toBe(firebase.sdk.browserPopupRedirectResolver);
  });

  it("gives no backend client when no backend is configured", async () => {
    const { actions } = await start();
    await expect(actions.backendClient()).resolves.toBeNull();
  });

  it("gives a backend client that sends the user's ID token, refreshed once after a 401", async () => {
    backend.host = "http://backend.test";
    const getIdToken = vi.fn(async (refresh?: boolean) => (refresh ? "fresh" : "stale"));
    (firebase.auth as { currentUser: unknown }).currentUser = { getIdToken };
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization === "Bearer fresh"
        ? new Response("[]", { status: 200, headers: { "Content-Type": "application/json" } })
        : new Response(null, { status: 401 }),
    );
    vi.stubGlobal("fetch", fetch);
    const { actions } = await start();
    const client = await actions.backendClient();
    await expect(client?.getAgents()).resolves.toEqual([]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "http://backend.test/api/agents",
      "http://backend.test/api/agents",
    ]);
    expect(getIdToken.mock.calls).toEqual([[false], [true]]);
  });

  it("tells a Google-only account, and a verified e-mail, from the others", async () => {
    const { report } = await start();
    await report({ ...ada, emailVerified: true, providerData: [{ providerId: "google.com" }] } as User);
    expect(publish).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ emailVerified: true, hasPassword: false }) }),
    );
  });

  it("changes the password only once the current one is accepted again", async () => {
    (firebase.auth as { currentUser: unknown }).currentUser = ada;
    const { actions } = await start();
    await actions.changePassword("Old12345", "New12345");
    expect(firebase.sdk.reauthenticateWithCredential).toHaveBeenCalledWith(ada, {
      email: "ada@example.com",
      password: "Old12345",
    });
    expect(firebase.sdk.updatePassword).toHaveBeenCalledWith(ada, "New12345");

    vi.clearAllMocks();
    const refused = { code: "auth/wrong-password" };
    firebase.sdk.reauthenticateWithCredential.mockRejectedValueOnce(refused);
    await expect(actions.changePassword("Wrong123", "New12345")).rejects.toBe(refused);
    expect(firebase.sdk.updatePassword).not.toHaveBeenCalled();
  });

  it("sends the verification e-mail to the signed-in user", async () => {
    (firebase.auth as { currentUser: unknown }).currentUser = ada;
    const { actions } = await start();
    await actions.sendVerificationEmail();
    expect(firebase.sdk.sendEmailVerification).toHaveBeenCalledWith(ada);
  });

  it("asks for the profile once the sign-in's sync, which creates it, has settled", async () => {
    backend.host = "http://backend.test";
    const user = { ...ada, getIdToken: async () => "token" } as User;
    (firebase.auth as { currentUser: unknown }).currentUser = user;
    const profile = {
      firebase_uid: "u1",
      email: "ada@example.com",
      first_name: "Ada",
      last_name: "",
      company_name: "",
      phone: "",
    };
    let answerHealth = () => {};
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith("/health")) await new Promise<void>((resolve) => (answerHealth = resolve));
      return new Response(JSON.stringify(profile), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetch);
    const { actions, report } = await start();
    const signedIn = report(user);
    const loaded = actions.loadProfile();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["http://backend.test/health"]);
    answerHealth();
    await expect(loaded).resolves.toEqual(profile);
    await signedIn;
    const asked = fetch.mock.calls.map(([url]) => url);
    expect(asked.indexOf("http://backend.test/api/users")).toBeLessThan(
      asked.indexOf("http://backend.test/api/users/profile"),
    );
    expect(publish).toHaveBeenCalledWith({ profile });
  });
});
