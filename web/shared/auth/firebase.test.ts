import { describe, expect, it, vi } from "vitest";
import { loadFirebaseAuth } from "./firebase";

// getAuth() would install Google's popup helper, which loads apis.google.com and frames the
// auth domain as soon as Auth starts: the SDK must start without it.
const sdk = vi.hoisted(() => ({
  initializeAuth: vi.fn(() => ({ name: "auth" })),
  getAuth: vi.fn(),
  connectAuthEmulator: vi.fn(),
  indexedDBLocalPersistence: { type: "indexedDB" },
  browserLocalPersistence: { type: "LOCAL" },
  browserSessionPersistence: { type: "SESSION" },
  browserPopupRedirectResolver: { resolver: true },
}));
vi.mock("firebase/auth", () => sdk);
const app = vi.hoisted(() => ({ initializeApp: vi.fn(() => ({ name: "app" })) }));
vi.mock("firebase/app", () => app);

describe("loadFirebaseAuth", () => {
  it("starts Auth with persistence and without the popup helper, once", async () => {
    const first = await loadFirebaseAuth();
    expect(await loadFirebaseAuth()).toBe(first);
    expect(sdk.getAuth).not.toHaveBeenCalled();
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAuth).toHaveBeenCalledWith(
      { name: "app" },
      {
        persistence: [
          sdk.indexedDBLocalPersistence,
          sdk.browserLocalPersistence,
          sdk.browserSessionPersistence,
        ],
      },
    );
  });

  // Unit tests run with a local build's configuration: no Firebase project.
  it("signs in against the Auth emulator when no Firebase project is configured", async () => {
    await loadFirebaseAuth();
    expect(app.initializeApp).toHaveBeenCalledWith({
      apiKey: "demo-api-key",
      projectId: "demo-agency",
      authDomain: "demo-agency.firebaseapp.com",
    });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith({ name: "auth" }, "http://127.0.0.1:9099", {
      disableWarnings: true,
    });
  });
});
