import type { Auth } from "firebase/auth";

export type AuthSdk = typeof import("firebase/auth");
export type FirebaseAuth = { auth: Auth; sdk: AuthSdk };

// No Firebase project configured: a local build, signing in against the Auth emulator.
// Build-time constants (read as import.meta.env.X, which Vite replaces with its value), so a
// deployment build carries none of the emulator's settings.
const LOCAL = !import.meta.env.VITE_FIREBASE_API_KEY;
const APP_CONFIG = LOCAL
  ? { apiKey: "demo-api-key", projectId: "demo-agency", authDomain: "demo-agency.firebaseapp.com" }
  : {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY as string,
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined,
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined,
      appId: import.meta.env.VITE_FIREBASE_APP_ID as string | undefined,
      databaseURL: import.meta.env.VITE_FIREBASE_DATABASE_URL as string | undefined,
    };
const EMULATOR_HOST =
  (import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST as string | undefined) || (LOCAL ? "127.0.0.1:9099" : "");

let loading: Promise<FirebaseAuth> | undefined;

/**
 * Loads the Firebase SDK on first use (it is never part of a page's first JavaScript) and
 * connects to the configured project, or to the Auth emulator when none is configured.
 */
export function loadFirebaseAuth(): Promise<FirebaseAuth> {
  loading ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
    const app = initializeApp(APP_CONFIG);
    // Not getAuth(): it installs the popup resolver, which in phone browsers and Safari starts
    // at once, fetching apis.google.com/js/api.js and framing <authDomain>/__/auth/iframe, and
    // elsewhere when a redirect is pending. Without one, Auth initialises from storage and the
    // Auth REST API only (@firebase/auth 1.13, Auth._initializeWithPersistence). The resolver
    // is passed to signInWithPopup instead, when the Google button is used.
    const auth = sdk.initializeAuth(app, {
      persistence: [
        sdk.indexedDBLocalPersistence,
        sdk.browserLocalPersistence,
        sdk.browserSessionPersistence,
      ],
    });
    if (EMULATOR_HOST) sdk.connectAuthEmulator(auth, `http://${EMULATOR_HOST}`, { disableWarnings: true });
    if ("databaseURL" in APP_CONFIG && APP_CONFIG.databaseURL) {
      const { getDatabase } = await import("firebase/database");
      getDatabase(app);
    }
    return { auth, sdk };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
