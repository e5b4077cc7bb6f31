import { afterEach, describe, expect, it, vi } from "vitest";

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
vi.mock("firebase/app", () => ({ initializeApp: vi.fn(() => ({ name: "app" })) }));

/** The module as a build with these Firebase settings has it (it reads them once, as it loads). */
async function firebaseWith(settings: Record<string, string>) {
  for (const name of [
    "VITE_FIREBASE_API_KEY",
    "VITE_FIREBASE_AUTH_EMULATOR_HOST",
    "VITE_FIREBASE_DATABASE_URL",
  ])
    vi.stubEnv(name, settings[name] ?? "");
  vi.resetModules();
  return import("./firebase");
}

afterEach(() => {
  vi.unstubAllEnvs();
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
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith({ name: "auth" }, "http://127.0.0.1:9099", {
      disableWarnings: true,
    });
  });

  it("signs in against the configured project, or the emulator host it names", async () => {
    const project = await firebaseWith({ VITE_FIREBASE_API_KEY: "key-1" });
    await project.loadFirebaseAuth();
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();

    const emulated = await firebaseWith({
      VITE_FIREBASE_API_KEY: "key-1",
      VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9199",
    });
    await emulated.loadFirebaseAuth();
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith({ name: "auth" }, "http://127.0.0.1:9199", {
      disableWarnings: true,
    });
  });
});
