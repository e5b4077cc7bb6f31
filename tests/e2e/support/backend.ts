import { E2E_BACKEND_URL } from "./recording-backend";

export type RecordedRequest = { method: string; path: string; authorization: string | null; body: unknown };

export async function recordedRequests(): Promise<RecordedRequest[]> {
  return (await fetch(`${E2E_BACKEND_URL}/__requests`)).json();
}

export async function setBackendMode(mode: "ok" | "down" | "slow") {
  await fetch(`${E2E_BACKEND_URL}/__mode`, { method: "PUT", body: JSON.stringify(mode) });
}
