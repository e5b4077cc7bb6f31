import { afterEach, describe, expect, it, vi } from "vitest";
import { stubAppConfig } from "../../../tests/unit/app-config";

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

/** The module as a build with these settings has it (it reads APP_CONFIG once, as it loads). */
async function firebaseWith(settings: Record<string, string>) {
  stubAppConfig(settings);
  vi.resetModules();
  return import("./firebase");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("loadFirebaseAuth", () => {
  it("starts Auth with persistence and without the popup helper, once", async () => {
    const { loadFirebaseAuth } = await firebaseWith({});
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

  it("signs in against the Auth emulator when no Firebase project is configured", async () => {
    const { loadFirebaseAuth } = await firebaseWith({});
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

  it("signs in against the configured project, or the emulator host it names", async () => {
    const configured = {
      VITE_FIREBASE_API_KEY: "key-1",
      VITE_FIREBASE_AUTH_DOMAIN: "nexora-site.firebaseapp.com",
      VITE_FIREBASE_PROJECT_ID: "nexora-site",
      VITE_FIREBASE_APP_ID: "1:1234:web:abcd",
    };
    const project = await firebaseWith(configured);
    await project.loadFirebaseAuth();
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();

    const emulated = await firebaseWith({
      ...configured,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9199",
    });
    await emulated.loadFirebaseAuth();
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith({ name: "auth" }, "http://127.0.0.1:9199", {
      disableWarnings: true,
    });
  });
});
