// What the Billing area's and a receipt's component tests share: a customer's card and invoices as
// the backend sends them, and the site's real backend client over a fetch that plays the backend
// and keeps each call with its body.
import { vi } from "vitest";
import { createBackendClient, type Invoice, type PaymentMethod } from "#web/shared/api/backend.ts";
import { dashboardPageQuery } from "#content/queries.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { json, subscriptions, type Reply } from "./dashboard-areas";
import { seedQueryResult } from "./seed-content";

export const billingContent = {
  en: (await seedQueryResult(dashboardPageQuery, "en")) as DashboardPageContent,
  es: (await seedQueryResult(dashboardPageQuery, "es")) as DashboardPageContent,
};
export const billingTexts = billingContent.en.billingArea!;

export const card: PaymentMethod = { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2031 };

const invoice = (id: string, number: string, more: Partial<Invoice>): Invoice => ({
  id,
  number,
  period_start: "2026-11-15T12:00:00.000Z",
  period_end: "2026-12-15T12:00:00.000Z",
  amount: 59_900,
  currency: "USD",
  status: "paid",
  issued_at: "2026-11-15T12:00:00.000Z",
  paid_at: "2026-11-15T12:00:00.000Z",
  lines: [{ description: "Content Creator, Professional plan", subscription_id: "sub-1", amount: 59_900 }],
  ...more,
});

/** Newest first: this month's open, last month's paid, and a void one. */
export const invoices: Invoice[] = [
  invoice("inv-3", "INV-2026-0003", { status: "open", paid_at: null }),
  invoice("inv-2", "INV-2026-0002", {
    period_start: "2026-10-15T12:00:00.000Z",
    period_end: "2026-11-15T12:00:00.000Z",
    issued_at: "2026-10-15T12:00:00.000Z",
    paid_at: "2026-10-15T12:00:00.000Z",
  }),
  invoice("inv-1", "INV-2026-0001", {
    amount: 129_950,
    currency: "EUR",
    period_start: "2026-10-15T12:00:00.000Z",
    period_end: "2026-11-15T12:00:00.000Z",
    issued_at: "2026-10-15T12:00:00.000Z",
    status: "void",
    paid_at: null,
    lines: [
      { description: "Content Creator, Professional plan", subscription_id: "sub-1", amount: 99_950 },
      { description: "Setup", subscription_id: "sub-1", amount: 30_000 },
    ],
  }),
];

export const HOSTED_PAGE = "https://billing.example/session/abc";

/**
 * The backend of the Billing area: each call ("GET /api/billing/invoices") gets its replies in
 * turn, the last one repeated; by default the subscriptions, the card and the invoices above, a
 * hosted page's session and no notifications. `requests` lists the calls made, with their bodies.
 */
export function billingBackend(replies: Record<string, Reply[]> = {}) {
  const queue: Record<string, Reply[]> = {
    "GET /api/agents": [json(subscriptions)],
    "GET /api/billing/payment-method": [json({ payment_method: card })],
    "GET /api/billing/invoices": [json(invoices)],
    "POST /api/billing/portal-sessions": [
      json({ url: HOSTED_PAGE, expires_at: "2030-01-01T00:30:00.000Z" }, 201),
    ],
    // The header's notifications, on every area: none.
    "GET /api/notifications": [json({ items: [], unread_count: 0, next_cursor: null })],
    ...replies,
  };
  const requests: { call: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = `${init?.method ?? "GET"} ${new URL(String(url)).pathname}`;
    requests.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const replies = queue[call];
    if (!replies) throw new Error(`The test's backend has no reply to ${call}`);
    const next = replies.length > 1 ? replies.shift()! : replies[0];
    if (next instanceof Promise) return (await next).clone();
    if (!(next instanceof Response)) throw next;
    return next.clone();
  });
  const client = createBackendClient({ host: "http://backend.test", getIdToken: async () => "token", fetch });
  return { client, requests, calls: (call: string) => requests.filter((request) => request.call === call) };
}
