/** The Firebase project a local build signs in to: the emulator's, which needs no login. */
export const FIREBASE_PROJECT_ID = "demo-agency";

/** Where the app looks for the Auth emulator when no Firebase project is configured (web/shared/auth/firebase.ts). */
export const AUTH_EMULATOR_HOST = "127.0.0.1:9099";
export const AUTH_EMULATOR_URL = `http://${AUTH_EMULATOR_HOST}`;
