import type { Auth } from "firebase/auth";

export type AuthSdk = typeof import("firebase/auth");
export type FirebaseAuth = { auth: Auth; sdk: AuthSdk };

// The configured Firebase web app; with none (a local build), the Auth emulator's demo project
// and the emulator. Build-time constants, so a deployment build carries none of the emulator's.
const APP = APP_CONFIG.firebaseApp;
const EMULATOR_HOST = APP_CONFIG.authEmulatorHost;

let loading: Promise<FirebaseAuth> | undefined;

/**
 * Loads the Firebase SDK on first use (it is never part of a page's first JavaScript) and
 * connects to the configured project, or to the Auth emulator when none is configured.
 */
export function loadFirebaseAuth(): Promise<FirebaseAuth> {
  loading ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
    const app = initializeApp(APP);
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
    if (APP.databaseURL) {
      const { getDatabase } = await import("firebase/database");
      getDatabase(app);
    }
    return { auth, sdk };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
