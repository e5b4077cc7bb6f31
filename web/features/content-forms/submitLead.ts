import { trackEvent } from "#web/shared/analytics/track.ts";
import { visitStart } from "#web/shared/analytics/visit.ts";
import {
  backendHost,
  createBackendClient,
  type ContactReceipt,
  type LeadSource,
  type VisitStart,
} from "#web/shared/api/backend.ts";

export type { LeadSource };

/** Whether lead forms have a backend to send to (VITE_API_URL is set at build time). */
export function hasLeadBackend(): boolean {
  return backendHost() !== null;
}

/** How the visit began, in a lead's fields: its landing page, the UTM tags it had, the site that sent it. */
export function visitFields(): VisitStart {
  const { landingPage, utm, referrer } = visitStart();
  return { landing_page: landingPage, ...utm, ...(referrer ? { referrer } : {}) };
}

/**
 * The one submission path of the lead forms: `POST {VITE_API_URL}/api/contact` with the
 * form's fields, `source` and how the visit began (`visitStart`), returning the JSON response;
 * once the backend has it, the analytics "Lead" event. With no backend configured it sends
 * nothing and resolves to null; the caller then shows its success message anyway.
 */
export async function submitLead(
  fields: Record<string, string>,
  source: LeadSource,
): Promise<ContactReceipt | null> {
  const host = backendHost();
  if (!host) return null;
  const receipt = await createBackendClient({ host }).submitContact({ ...fields, source, ...visitFields() });
  trackEvent("Lead", { source });
  return receipt;
}
