import type { components } from "../web/shared/api/openapi";
import { Refusal } from "./refusal";
import { addMonths, hasEnded } from "./subscriptions";

// Billing as the stand-in keeps it: each customer's card on file (brand, last four and expiry,
// never the number), billing details, invoices, and the hosted billing page's sessions. Invoices
// are issued as time moves on (`issueDue`, when the customer's subscriptions are read), like
// the rest of the stand-in's state.

type Schemas = components["schemas"];
type AgentSubscription = Schemas["AgentSubscription"];
export type Invoice = Schemas["Invoice"];
export type PaymentMethod = Schemas["PaymentMethod"];
export type PortalSessionPurpose = Schemas["PortalSessionPurpose"];

/** Each agent's plans' prices a month, in cents, by agent slug and plan id. */
export type Prices = Record<string, Record<string, number>>;

export const CURRENCY = "USD";
/** How long a hosted billing page's session takes a card or details. */
export const PORTAL_SESSION_MS = 30 * 60_000;
/** A trial ending within this many days with no card on file is announced (`trialEndingWithoutPaymentMethod`). */
export const TRIAL_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

/** A plan's price a month when the stand-in was not given the content's (cents). */
const FALLBACK_PRICES: Record<string, number> = {
  starter: 29_900,
  professional: 59_900,
  enterprise: 129_900,
};

/**
 * Where notifications hook in (issue 67: they are built apart). Each is called once for what it
 * names, as the stand-in's clock reaches it, when the customer's data is next read.
 */
export interface BillingEvents {
  /** An invoice was issued: at a period's start, the first when a trial ends with a card on file. */
  invoiceIssued?: (uid: string, invoice: Invoice) => void;
  /** A trial ends within TRIAL_NOTICE_DAYS and no payment method is on file. */
  trialEndingWithoutPaymentMethod?: (uid: string, subscription: AgentSubscription) => void;
  /** A trial reached its end with no payment method on file, and ended instead of becoming paid. */
  trialEndedWithoutPaymentMethod?: (uid: string, subscription: AgentSubscription) => void;
}

/** What the hosted page records for "Billing details". */
export interface BillingDetails {
  name: string;
  address: string;
  tax_id: string;
}

export interface PortalSessionRecord {
  id: string;
  uid: string;
  purpose: PortalSessionPurpose;
  /** Where the page sends the customer back: an address of the site's origin. */
  returnUrl: string;
  expiresAt: number;
}

const iso = (time: number) => new Date(time).toISOString();

/** The card's brand from its number's first digits (IIN ranges); "other" for any other. */
export function cardBrand(number: string): string {
  const digits = number.replace(/\D/g, "");
  const first = (count: number) => Number(digits.slice(0, count));
  if (digits.startsWith("4")) return "visa";
  if ((first(2) >= 51 && first(2) <= 55) || (first(4) >= 2221 && first(4) <= 2720)) return "mastercard";
  if (first(2) === 34 || first(2) === 37) return "amex";
  if (digits.startsWith("6011") || digits.startsWith("65") || (first(3) >= 644 && first(3) <= 649))
    return "discover";
  return "other";
}

/** Whether a card number passes the Luhn check (12 to 19 digits). */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * `returnUrl` as an address of the site at `siteOrigin`: a path ("/…") is put on the site's
 * origin, and the address must then be of that origin (so "//host" and "/\host", which a browser
 * reads as another host, are refused with any other address). Null for anything else.
 */
export function returnTarget(returnUrl: string, siteOrigin: string): string | null {
  try {
    const target = new URL(returnUrl, returnUrl.startsWith("/") ? siteOrigin : undefined);
    return target.origin === new URL(siteOrigin).origin ? target.href : null;
  } catch {
    return null;
  }
}

/** "Customer Support, Professional plan": what a line bills, from the slugs the stand-in knows. */
function lineDescription(subscription: AgentSubscription) {
  const words = (slug: string) => slug.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
  return `${words(subscription.agent_slug)}, ${words(subscription.plan)} plan`;
}

export function createBilling({
  now,
  prices,
  events = {},
  newSessionId,
}: {
  now: () => number;
  prices: Prices;
  events?: BillingEvents;
  newSessionId: () => string;
}) {
  const paymentMethods = new Map<string, PaymentMethod>();
  const details = new Map<string, BillingDetails>();
  const invoices = new Map<string, Invoice[]>();
  /** "<subscription id>/<period start>": each period is invoiced once. */
  const invoiced = new Set<string>();
  /** Subscriptions whose trial's end without a card has been announced, and those ended for it. */
  const announced = new Set<string>();
  const sessions = new Map<string, PortalSessionRecord>();
  let lastNumber = 0;

  const priceOf = (subscription: AgentSubscription) =>
    prices[subscription.agent_slug]?.[subscription.plan] ?? FALLBACK_PRICES[subscription.plan] ?? 0;

  function issue(
    uid: string,
    subscription: AgentSubscription,
    period: { start: number; end: number },
    status?: Invoice["status"],
  ): Invoice {
    const amount = priceOf(subscription);
    const issuedAt = period.start;
    const paid = status ? status === "paid" : paymentMethods.has(uid);
    const invoice: Invoice = {
      id: `inv-${++lastNumber}`,
      number: `INV-${new Date(issuedAt).getUTCFullYear()}-${String(lastNumber).padStart(4, "0")}`,
      period_start: iso(period.start),
      period_end: iso(period.end),
      amount,
      currency: CURRENCY,
      status: status ?? (paid ? "paid" : "open"),
      issued_at: iso(issuedAt),
      paid_at: paid ? iso(issuedAt) : null,
      lines: [{ description: lineDescription(subscription), subscription_id: subscription.id, amount }],
    };
    invoices.set(uid, [invoice, ...(invoices.get(uid) ?? [])]);
    invoiced.add(`${subscription.id}/${invoice.period_start}`);
    events.invoiceIssued?.(uid, invoice);
    return invoice;
  }

  /** The billing periods of a paid subscription that have begun by now (and before it ended). */
  function periodsBegun(subscription: AgentSubscription) {
    if (subscription.status === "trial") return [];
    const anchor = Date.parse(subscription.trial_ends_at ?? subscription.started_at);
    const until = hasEnded(subscription) ? Date.parse(subscription.cancel_at ?? "") || anchor : Infinity;
    const periods: { start: number; end: number }[] = [];
    for (let month = 0; addMonths(anchor, month) <= now() && addMonths(anchor, month) < until; month++) {
      periods.push({ start: addMonths(anchor, month), end: addMonths(anchor, month + 1) });
    }
    return periods;
  }

  return {
    paymentMethod: (uid: string) => paymentMethods.get(uid) ?? null,
    hasPaymentMethod: (uid: string) => paymentMethods.has(uid),
    details: (uid: string) => details.get(uid) ?? null,

    /** Newest first. */
    invoices: (uid: string) =>
      [...(invoices.get(uid) ?? [])].sort(
        (a, b) => b.issued_at.localeCompare(a.issued_at) || b.number.localeCompare(a.number),
      ),
    invoice(uid: string, id: string) {
      const found = invoices.get(uid)?.find((each) => each.id === id);
      if (!found) throw new Refusal(404, "not_found", `You have no invoice ${id}.`);
      return found;
    },

    /**
     * What time has brought to a subscription just settled (`before`: its status before): the
     * invoices of the periods begun, and the trial's end announced or ended without a card.
     */
    issueDue(uid: string, subscription: AgentSubscription, before: AgentSubscription["status"]) {
      if (before === "trial" && subscription.status === "cancelled" && !paymentMethods.has(uid)) {
        if (!announced.has(`${subscription.id}/ended`)) {
          announced.add(`${subscription.id}/ended`);
          events.trialEndedWithoutPaymentMethod?.(uid, subscription);
        }
      }
      if (
        subscription.status === "trial" &&
        !subscription.cancel_at &&
        !paymentMethods.has(uid) &&
        Date.parse(subscription.trial_ends_at ?? "") - now() <= TRIAL_NOTICE_DAYS * DAY_MS &&
        !announced.has(subscription.id)
      ) {
        announced.add(subscription.id);
        events.trialEndingWithoutPaymentMethod?.(uid, subscription);
      }
      for (const period of periodsBegun(subscription)) {
        if (!invoiced.has(`${subscription.id}/${iso(period.start)}`)) issue(uid, subscription, period);
      }
    },

    /**
     * The demo customer's billing: a Visa on file, the first month's invoice void and issued
     * again (paid), and this month's open (its charge waits: recording a card pays it).
     */
    seedDemo(uid: string, subscription: AgentSubscription) {
      paymentMethods.set(uid, { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2028 });
      const [first, ...rest] = periodsBegun(subscription);
      if (first) {
        issue(uid, subscription, first, "void");
        issue(uid, subscription, first, "paid");
      }
      rest.forEach((period, index) =>
        issue(uid, subscription, period, index === rest.length - 1 ? "open" : "paid"),
      );
    },

    /** Records a card (never its number) and charges the open invoices with it. */
    recordCard(uid: string, card: PaymentMethod) {
      paymentMethods.set(uid, card);
      for (const invoice of invoices.get(uid) ?? []) {
        if (invoice.status === "open") Object.assign(invoice, { status: "paid", paid_at: iso(now()) });
      }
    },
    recordDetails: (uid: string, recorded: BillingDetails) => details.set(uid, recorded),

    /** A hosted page's session, for `returnUrl` already checked to be the site's (returnTarget). */
    startSession(uid: string, purpose: PortalSessionPurpose, returnUrl: string): PortalSessionRecord {
      const session = { id: newSessionId(), uid, purpose, returnUrl, expiresAt: now() + PORTAL_SESSION_MS };
      sessions.set(session.id, session);
      return session;
    },
    /** The session of this id while it can be used; null once expired or used. */
    session(id: string): PortalSessionRecord | null {
      const found = sessions.get(id);
      return found && found.expiresAt > now() ? found : null;
    },
    endSession: (id: string) => sessions.delete(id),
  };
}

export type Billing = ReturnType<typeof createBilling>;
