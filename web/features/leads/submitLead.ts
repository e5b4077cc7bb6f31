import { backendHost, createBackendClient, type ContactReceipt, type LeadSource } from "~/shared/api/backend";

export type { LeadSource };

/** Whether lead forms have a backend to send to (VITE_API_URL is set at build time). */
export function hasLeadBackend(): boolean {
  return backendHost() !== null;
}

/**
 * The one submission path of the lead forms: `POST {VITE_API_URL}/api/contact` with the
 * form's fields plus `source`, returning the JSON response. With no backend configured it
 * sends nothing and resolves to null; the caller then shows its success message anyway.
 */
export async function submitLead(
  fields: Record<string, string>,
  source: LeadSource,
): Promise<ContactReceipt | null> {
  const host = backendHost();
  if (!host) return null;
  return createBackendClient({ host }).submitContact({ ...fields, source });
}
