import type { Auth } from "firebase/auth";

export type AuthSdk = typeof import("firebase/auth");
export type FirebaseAuth = { auth: Auth; sdk: AuthSdk };

/** The Firebase Auth emulator's project when no Firebase project is configured. */
export const EMULATOR_PROJECT_ID = "demo-agency";
const DEFAULT_EMULATOR_HOST = "127.0.0.1:9099";

function configuredProject() {
  const env = import.meta.env;
  if (!env.VITE_FIREBASE_API_KEY) return null;
  return {
    apiKey: env.VITE_FIREBASE_API_KEY as string,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined,
    projectId: env.VITE_FIREBASE_PROJECT_ID as string | undefined,
    appId: env.VITE_FIREBASE_APP_ID as string | undefined,
    databaseURL: env.VITE_FIREBASE_DATABASE_URL as string | undefined,
  };
}

let loading: Promise<FirebaseAuth> | undefined;

/**
 * Loads the Firebase SDK on first use (it is never part of a page's first JavaScript) and
 * connects to the configured project, or to the Auth emulator when none is configured.
 */
export function loadFirebaseAuth(): Promise<FirebaseAuth> {
  loading ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
    const project = configuredProject();
    const app = initializeApp(
      project ?? {
        apiKey: "demo-api-key",
        projectId: EMULATOR_PROJECT_ID,
        authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
      },
    );
    // Not getAuth(): it installs the popup resolver, which fetches Google's scripts and frames
    // the auth domain on every page. The resolver is passed to signInWithPopup instead.
    const auth = sdk.initializeAuth(app, {
      persistence: [
        sdk.indexedDBLocalPersistence,
        sdk.browserLocalPersistence,
        sdk.browserSessionPersistence,
      ],
    });
    const emulatorHost =
      import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST || (project ? null : DEFAULT_EMULATOR_HOST);
    if (emulatorHost) sdk.connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
    if (project?.databaseURL) {
      const { getDatabase } = await import("firebase/database");
      getDatabase(app);
    }
    return { auth, sdk };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
