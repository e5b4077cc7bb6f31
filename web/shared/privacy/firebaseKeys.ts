// Firebase Auth's session key, `firebase:authUser:<apiKey>:<app>`. Apart from storageKeys.ts, which
// is in every page's first load, so that it stays in the sign-in code's chunk.
export const FIREBASE_AUTH_USER_PREFIX = "firebase:authUser:";
