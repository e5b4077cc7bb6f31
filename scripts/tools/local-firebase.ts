import { LOCAL_AUTH_EMULATOR_HOST, LOCAL_FIREBASE_APP } from "#web/shared/config/environment.server.ts";

/** The Firebase project a local build signs in to: the emulator's, which needs no login. */
export const FIREBASE_PROJECT_ID = LOCAL_FIREBASE_APP.projectId;

/** Where a local build's app finds the Auth emulator. */
export const AUTH_EMULATOR_URL = `http://${LOCAL_AUTH_EMULATOR_HOST}`;

/** The API key of a local build's app: the emulator accepts any. */
export const LOCAL_API_KEY = LOCAL_FIREBASE_APP.apiKey;
