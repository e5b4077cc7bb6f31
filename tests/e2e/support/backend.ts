import { STAND_IN_URL } from "../../../backend/local";
import type { Faults } from "../../../backend/stand-in";

/** The backend the end-to-end builds call: the local stand-in `npm start` runs (backend/). */
export const E2E_BACKEND_URL = STAND_IN_URL;

export type RecordedRequest = { method: string; path: string; authorization: string | null; body: unknown };

export async function recordedRequests(): Promise<RecordedRequest[]> {
  return (await fetch(`${E2E_BACKEND_URL}/__requests`)).json();
}

/** Makes the stand-in misbehave for one customer's calls (none: `{}`), leaving other tests' alone. */
export async function setBackendFaults(email: string, faults: Faults) {
  const response = await fetch(`${E2E_BACKEND_URL}/__faults`, {
    method: "PUT",
    body: JSON.stringify({ email, faults }),
  });
  if (!response.ok) throw new Error(`The stand-in refused the faults: ${await response.text()}`);
}

/** Gives a test's own account the demo customer's two agents and their workflows with 30 days of runs. */
export async function addDemoData(uid: string, email: string) {
  const response = await fetch(`${E2E_BACKEND_URL}/__demo-customer`, {
    method: "POST",
    body: JSON.stringify({ uid, email }),
  });
  if (!response.ok) throw new Error(`The stand-in refused the demo data: ${await response.text()}`);
}

/** What the stand-in answers the customer with this ID token (their agents, workflows…). */
export async function backendReply<Reply>(path: string, idToken: string): Promise<Reply> {
  const response = await fetch(`${E2E_BACKEND_URL}${path}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as Reply;
}

/**
 * Holds the retries this customer makes from now on running until stopped (`hold` true), or
 * releases them (false): a browser test of Stop (docs/backend.md, held runs).
 */
export async function holdRuns(email: string, hold: boolean) {
  const response = await fetch(`${E2E_BACKEND_URL}/__hold-runs`, {
    method: "PUT",
    body: JSON.stringify({ email, hold }),
  });
  if (!response.ok) throw new Error(`The stand-in refused to hold runs: ${await response.text()}`);
}
