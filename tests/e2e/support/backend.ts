import { STAND_IN_URL } from "../../../backend/local";

/** The backend the end-to-end builds call: the local stand-in `npm start` runs (backend/). */
export const E2E_BACKEND_URL = STAND_IN_URL;

export type RecordedRequest = { method: string; path: string; authorization: string | null; body: unknown };

export async function recordedRequests(): Promise<RecordedRequest[]> {
  return (await fetch(`${E2E_BACKEND_URL}/__requests`)).json();
}

export async function setBackendMode(mode: "ok" | "down" | "slow") {
  await fetch(`${E2E_BACKEND_URL}/__mode`, { method: "PUT", body: JSON.stringify(mode) });
}

/** Until `clearBackendFaults`, `operation` ("GET /api/users/profile") called by the account `uid` is answered `status`. */
export async function failForAccount(uid: string, operation: string, status: number) {
  await fetch(`${E2E_BACKEND_URL}/__faults`, {
    method: "POST",
    body: JSON.stringify({ uid, operation, status }),
  });
}

export async function clearBackendFaults() {
  await fetch(`${E2E_BACKEND_URL}/__faults`, { method: "DELETE" });
}
