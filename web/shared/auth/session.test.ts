import type { User } from "firebase/auth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "./authState";
import { startSession } from "./session";
import { hasSignInHint, rememberSignIn } from "./signInHint";

// A stand-in for the Firebase Auth SDK: what the session asks of it, and the listener it registers.
const firebase = vi.hoisted(() => {
  const sdk = {
    onAuthStateChanged: vi.fn(),
    setPersistence: vi.fn(async () => {}),
    signInWithEmailAndPassword: vi.fn(async () => ({})),
    signInWithPopup: vi.fn(async () => ({})),
    signOut: vi.fn(async () => {}),
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
vi.mock("~/shared/api/backend", async (original) => ({
  ...(await original<typeof import("~/shared/api/backend")>()),
  backendHost: () => null,
}));

const USER_KEY = "firebase:authUser:demo-api-key:[DEFAULT]";
const ada = { uid: "u1", displayName: "Ada", email: "ada@example.com" } as User;

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
      user: { uid: "u1", displayName: "Ada", email: "ada@example.com" },
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
});
