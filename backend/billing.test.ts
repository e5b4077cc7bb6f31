import { afterEach, describe, expect, it, vi } from "vitest";
import { cardBrand, luhnValid, PORTAL_SESSION_MS, returnTarget, TRIAL_NOTICE_DAYS } from "./billing";
import { outcome, startStandIn } from "./test-stand-in";

// Billing on the stand-in's clock, through the site's own client: invoices, the card on file, the
// hosted billing page, and a trial's end with and without a card.

const DAY_MS = 86_400_000;
const SITE = "http://localhost:5000";
let standIns: Awaited<ReturnType<typeof startStandIn>>[] = [];

async function stand(options: Parameters<typeof startStandIn>[0] = {}) {
  const events = {
    invoiceIssued: vi.fn(),
    trialEndingWithoutPaymentMethod: vi.fn(),
    trialEndedWithoutPaymentMethod: vi.fn(),
  };
  const standIn = await startStandIn({
    prices: { "seo-specialist": { starter: 39_900 } },
    ...options,
    billingEvents: events,
  });
  standIns.push(standIn);
  return { ...standIn, events };
}

/** Opens the hosted page of a new session for `uid` and sends `form`; the page's reply. */
async function hostedPage(
  standIn: Awaited<ReturnType<typeof stand>>,
  uid: string,
  purpose: "payment_method" | "billing_details",
  form: Record<string, string>,
) {
  const session = await standIn
    .client(uid)
    .createPortalSession({ purpose, return_url: "/dashboard/billing" });
  const page = await fetch(session.url);
  const sent = await fetch(session.url, {
    method: "POST",
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  return { session, page: await page.text(), sent, sentText: await sent.text() };
}

const VISA = { card_number: "4242 4242 4242 4242", expiry: "08/28", name: "Ada Lovelace" };

afterEach(async () => {
  await Promise.all(standIns.map((standIn) => standIn.close()));
  standIns = [];
});

describe("a card's brand, number and the return address", () => {
  it.each([
    ["4242424242424242", "visa"],
    ["5555555555554444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["378282246310005", "amex"],
    ["6011111111111117", "discover"],
    ["3566002020360505", "other"],
  ])("names %s a %s", (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
    expect(luhnValid(number)).toBe(true);
  });

  it("refuses a number that fails the Luhn check or is too short", () => {
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42424242")).toBe(false);
  });

  it.each([
    ["/dashboard/billing", `${SITE}/dashboard/billing`],
    ["/es/dashboard/billing?x=1", `${SITE}/es/dashboard/billing?x=1`],
    [`${SITE}/dashboard/billing`, `${SITE}/dashboard/billing`],
    ["//elsewhere.example/", null],
    ["/\\elsewhere.example/", null],
    ["https://elsewhere.example/dashboard/billing", null],
    ["http://localhost:5001/dashboard/billing", null],
    ["javascript:alert(1)", null],
    ["dashboard/billing", null],
  ])("takes %s back to %s", (returnUrl, target) => {
    expect(returnTarget(returnUrl, SITE)).toBe(target);
  });
});

describe("invoices and the payment method (GET /api/billing/…)", () => {
  it("gives the demo customer a card and invoices, newest first: this month's open, two paid, and the first month's void", async () => {
    const standIn = await stand();
    standIn.standIn.seedDemoCustomer("demo");
    const client = standIn.client("demo");
    expect((await client.getPaymentMethod()).payment_method).toMatchObject({ brand: "visa", last4: "4242" });
    const invoices = await client.listInvoices();
    expect(invoices.map(({ status, period_start }) => [status, period_start])).toEqual([
      ["open", "2026-11-15T12:00:00.000Z"],
      ["paid", "2026-10-15T12:00:00.000Z"],
      ["paid", "2026-09-15T12:00:00.000Z"],
      ["void", "2026-09-15T12:00:00.000Z"],
    ]);
    const [open] = invoices;
    expect(open).toMatchObject({ currency: "USD", paid_at: null, period_end: "2026-12-15T12:00:00.000Z" });
    expect(open.amount).toBe(open.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(open.number).toMatch(/^INV-2026-\d{4}$/);
    expect(await client.getInvoice(open.id)).toEqual(open);
    // Another customer's invoice is not found.
    expect(await outcome(standIn.client("someone-else").getInvoice(open.id))).toBe("404 not_found");
  });

  it("gives a new customer no card and no invoice", async () => {
    const client = (await stand()).client("new");
    expect(await client.getPaymentMethod()).toEqual({ payment_method: null });
    expect(await client.listInvoices()).toEqual([]);
  });
});

describe("the hosted billing page (POST /api/billing/portal-sessions)", () => {
  it("takes a card: keeps its brand, last four and expiry, never its number, and goes back to the site", async () => {
    const standIn = await stand();
    const { session, page, sent } = await hostedPage(standIn, "ada", "payment_method", VISA);
    expect(Date.parse(session.expires_at)).toBe(standIn.now().getTime() + PORTAL_SESSION_MS);
    expect(page).toMatch(/<label for="card_number">Card number<\/label>/);
    expect(page).toMatch(/<label for="expiry">/);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${SITE}/dashboard/billing`);
    expect(await standIn.client("ada").getPaymentMethod()).toEqual({
      payment_method: { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2028 },
    });
    expect(JSON.stringify(standIn.standIn.billing.paymentMethod("ada"))).not.toContain("42424242");
    // A session is used once.
    expect((await fetch(session.url)).status).toBe(410);
  });

  it("says what is wrong with a card and keeps nothing", async () => {
    const standIn = await stand();
    const { sent, sentText } = await hostedPage(standIn, "ada", "payment_method", {
      card_number: "4242 4242 4242 4241",
      expiry: "13/28",
      name: "",
    });
    expect(sent.status).toBe(400);
    expect(sentText).toContain('id="card_number-error">Enter a valid card number.');
    expect(sentText).toContain("Enter the expiry as MM/YY.");
    expect(sentText).toMatch(/id="name"[^>]*aria-invalid="true"/);
    expect(sentText).toMatch(/id="card_number"[^>]*autofocus/);
    expect(sentText.match(/autofocus/g)).toHaveLength(1);
    expect(sentText).not.toContain("4242 4242 4242 4241");
    expect(await standIn.client("ada").getPaymentMethod()).toEqual({ payment_method: null });
  });

  it("takes the billing details", async () => {
    const standIn = await stand();
    const { sent } = await hostedPage(standIn, "ada", "billing_details", {
      name: "Analytical Engines Ltd",
      address: "12 St James's Square, London",
      tax_id: "GB123456789",
    });
    expect(sent.status).toBe(303);
    expect(standIn.standIn.billing.details("ada")).toEqual({
      name: "Analytical Engines Ltd",
      address: "12 St James's Square, London",
      tax_id: "GB123456789",
    });
  });

  it("expires its session", async () => {
    const standIn = await stand();
    const session = await standIn.client("ada").createPortalSession({
      purpose: "payment_method",
      return_url: "/dashboard/billing",
    });
    standIn.advance(PORTAL_SESSION_MS);
    expect((await fetch(session.url)).status).toBe(410);
    const sent = await fetch(session.url, { method: "POST", body: new URLSearchParams(VISA) });
    expect(sent.status).toBe(410);
    expect(await standIn.client("ada").getPaymentMethod()).toEqual({ payment_method: null });
  });

  it("pays the open invoices with the card it records", async () => {
    const standIn = await stand();
    standIn.standIn.seedDemoCustomer("demo");
    await hostedPage(standIn, "demo", "payment_method", { ...VISA, card_number: "5555 5555 5555 4444" });
    const invoices = await standIn.client("demo").listInvoices();
    expect(invoices.map((invoice) => invoice.status)).toEqual(["paid", "paid", "paid", "void"]);
    expect(invoices[0].paid_at).toBe(standIn.now().toISOString());
  });
});

describe("a trial's end", () => {
  it("without a payment method: told before, then it ends instead of becoming paid, and nothing is billed", async () => {
    const standIn = await stand();
    const client = standIn.client("ada");
    const trial = await client.startTrial({ agent_slug: "seo-specialist", plan: "starter" });
    standIn.advance((14 - TRIAL_NOTICE_DAYS) * DAY_MS - 1);
    await client.getAgents();
    expect(standIn.events.trialEndingWithoutPaymentMethod).not.toHaveBeenCalled();
    standIn.advance(1);
    await client.getAgents();
    await client.getAgents();
    expect(standIn.events.trialEndingWithoutPaymentMethod).toHaveBeenCalledTimes(1);
    expect(standIn.events.trialEndingWithoutPaymentMethod).toHaveBeenCalledWith(
      "ada",
      expect.objectContaining({ id: trial.id, status: "trial" }),
    );

    standIn.advance(TRIAL_NOTICE_DAYS * DAY_MS);
    expect(await client.getAgents()).toEqual([
      { ...trial, status: "cancelled", cancel_at: trial.trial_ends_at, current_period_end: null },
    ]);
    expect(standIn.events.trialEndedWithoutPaymentMethod).toHaveBeenCalledTimes(1);
    expect(await client.getUsage()).toEqual([]);
    standIn.advance(40 * DAY_MS);
    expect(await client.listInvoices()).toEqual([]);
    expect(standIn.events.invoiceIssued).not.toHaveBeenCalled();
    // A card recorded later does not bring it back.
    await hostedPage(standIn, "ada", "payment_method", VISA);
    expect((await client.getAgents())[0].status).toBe("cancelled");
  });

  it("with a card: it becomes active and its first month is invoiced and paid, then each month", async () => {
    const standIn = await stand();
    const client = standIn.client("ada");
    const trial = await client.startTrial({ agent_slug: "seo-specialist", plan: "starter" });
    await hostedPage(standIn, "ada", "payment_method", VISA);
    standIn.advance(14 * DAY_MS);
    expect((await client.getAgents())[0]).toMatchObject({
      status: "active",
      current_period_end: "2027-01-08T12:00:00.000Z",
    });
    const [first] = await client.listInvoices();
    expect(first).toMatchObject({
      status: "paid",
      amount: 39_900,
      currency: "USD",
      period_start: trial.trial_ends_at,
      period_end: "2027-01-08T12:00:00.000Z",
      issued_at: trial.trial_ends_at,
      paid_at: trial.trial_ends_at,
      lines: [{ description: "Seo Specialist, Starter plan", subscription_id: trial.id, amount: 39_900 }],
    });
    expect(standIn.events.invoiceIssued).toHaveBeenCalledWith("ada", first);
    expect(standIn.events.trialEndingWithoutPaymentMethod).not.toHaveBeenCalled();
    standIn.advance(31 * DAY_MS);
    expect((await client.listInvoices()).map((invoice) => invoice.period_start)).toEqual([
      "2027-01-08T12:00:00.000Z",
      trial.trial_ends_at,
    ]);
    expect(standIn.events.invoiceIssued).toHaveBeenCalledTimes(2);
  });
});
