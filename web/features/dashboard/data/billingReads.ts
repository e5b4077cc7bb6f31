import type { Invoice, PaymentMethod, PortalSession, PortalSessionPurpose } from "#web/shared/api/backend.ts";
import { signedInCustomer } from "./customer";
import { read, sessionRead } from "./reads";

// The Billing area's reads (its route's loader), a receipt's, and the hosted billing page's
// sessions (the route's action, in Billing and in Usage and plan).

const agents = () => read((client) => client.getAgents(), "agents");
/**
 * `{ payment_method }`: the card on file, or null. The reply as it is: a read's null value means
 * no backend is configured (reads.ts).
 */
export const paymentMethodRead = () => read((client) => client.getPaymentMethod(), "paymentMethod");

/** Billing: the card on file, the invoices, and the subscriptions (a trial ending with no card). */
export const billingAreaReads = () => ({
  paymentMethod: paymentMethodRead(),
  invoices: read((client) => client.listInvoices(), "invoices"),
  agents: agents(),
});
export type BillingAreaReads = ReturnType<typeof billingAreaReads>;

/** The invoice an address names, or that the backend does not know it. */
export type AddressedInvoice = { invoice: Invoice } | { notFound: true };

/** An id the backend refuses to know: 404, or 400 for one that cannot be an invoice's. */
function isUnknown(error: unknown) {
  const { name, status } = (error ?? {}) as { name?: unknown; status?: unknown };
  return name === "BackendRefusal" && (status === 404 || status === 400);
}

/** A receipt (`/dashboard/billing/invoice?id=…`): the invoice (GET /api/billing/invoices/{id}); none without an id. */
export function invoicePageReads(url: URL) {
  const id = url.searchParams.get("id");
  if (!id) return {};
  const invoice = sessionRead<AddressedInvoice>(async ({ client }) => {
    const backend = await client();
    if (!backend) return null;
    try {
      return { invoice: await backend.getInvoice(id) };
    } catch (error) {
      if (isUnknown(error)) return { notFound: true };
      throw error;
    }
  }, `invoice:${id}`);
  return { invoice };
}
export type InvoicePageReads = ReturnType<typeof invoicePageReads>;

/** What a button of the hosted billing page sends the route's action: what for, and where to come back. */
export type PortalSessionRequest = { purpose: PortalSessionPurpose; returnPath: string };
export type PortalSessionResult =
  | { purpose: PortalSessionPurpose; status: "done"; session: PortalSession }
  | { purpose: PortalSessionPurpose; status: "refused"; error: unknown };

export const isPortalSessionRequest = (body: unknown): body is PortalSessionRequest =>
  typeof body === "object" && body !== null && "purpose" in body && "returnPath" in body;

/**
 * A session of the backend's hosted billing page (POST /api/billing/portal-sessions), to come
 * back to `returnPath` on this site (its whole address: `origin` is the page's). A refusal or a
 * failure is the result, not an error: the button says why, with a Retry.
 */
export async function portalSession(
  { purpose, returnPath }: PortalSessionRequest,
  origin: string,
): Promise<PortalSessionResult> {
  try {
    const { client } = await signedInCustomer();
    const backend = await client();
    if (!backend) throw new Error("Not signed in: no ID token for the backend call.");
    const return_url = new URL(returnPath, origin).href;
    return { purpose, status: "done", session: await backend.createPortalSession({ purpose, return_url }) };
  } catch (error) {
    return { purpose, status: "refused", error };
  }
}

/**
 * A route's action that also opens the hosted billing page: a portal session's request goes to
 * `portalSession`, any other to the route's own `action`.
 */
export const withPortalSessions =
  <Result>(action?: (args: { request: Request }) => Promise<Result>) =>
  async ({ request }: { request: Request }): Promise<Result | PortalSessionResult> => {
    const body: unknown = await request.clone().json();
    if (isPortalSessionRequest(body)) return portalSession(body, new URL(request.url).origin);
    if (!action) throw new Error("This page has no other action.");
    return action({ request });
  };

/** The Billing route's action: the hosted billing page's sessions. */
export const billingAction = withPortalSessions();

export type { Invoice, PaymentMethod };
