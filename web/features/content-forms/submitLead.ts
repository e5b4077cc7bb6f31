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

export function hasLeadBackend(): boolean {
  return backendHost() !== null;
}

export function visitFields(): VisitStart {
  const { landingPage, utm, referrer } = visitStart();
  return { landing_page: landingPage, ...utm, ...(referrer ? { referrer } : {}) };
}

/**
 * `POST /api/contact`, then the analytics "Lead" event. With no backend configured it sends nothing
 * and resolves to null; the caller then shows its success message anyway.
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
