// The name under which Firebase Auth keeps a signed-in session, `firebase:authUser:<apiKey>:<app>`:
// Firebase writes it (browserStorage.ts lists it); web/shared/auth/session.ts reads it. A module
// of its own, apart from storageKeys.ts, so that it stays in the sign-in code's chunk: the
// bundler puts a module whole in one chunk, and storageKeys.ts is in every page's first load.
export const FIREBASE_AUTH_USER_PREFIX = "firebase:authUser:";
