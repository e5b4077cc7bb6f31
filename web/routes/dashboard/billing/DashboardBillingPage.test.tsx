import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openHostedPage } from "#web/features/dashboard/billing/openHostedPage.ts";
import { paths } from "#content/paths.ts";
import {
  billingBackend,
  billingContent,
  billingTexts as texts,
  card,
  HOSTED_PAGE,
  invoices,
} from "../../../../tests/unit/billing-area";
import { deferred, json, refusal, renderAreas, subscriptions } from "../../../../tests/unit/dashboard-areas";
import { DashboardBillingPage } from "./DashboardBillingPage";

vi.mock("#web/features/dashboard/billing/openHostedPage.ts", () => ({ openHostedPage: vi.fn() }));

const loadTexts = billingContent.en.loadStates!;
const render = (options: Parameters<typeof renderAreas>[1] = {}) =>
  renderAreas({ [paths.dashboardBilling]: DashboardBillingPage }, { content: billingContent.en, ...options });
const section = (name: string) => screen.getByRole("region", { name });
const DAY_MS = 86_400_000;

afterEach(() => vi.clearAllMocks());

describe("the Billing area", () => {
  it("is an area of the client area, after Usage and plan in the navigation, marked there", async () => {
    await render({ client: billingBackend().client });
    expect(screen.getByRole("heading", { level: 1, name: "Billing" })).toBeInTheDocument();
    const links = within(screen.getByRole("navigation", { name: "Dashboard" })).getAllByRole("link");
    const names = links.map((link) => link.textContent);
    expect(names.indexOf("Billing")).toBe(names.indexOf("Usage and plan") + 1);
    expect(links[names.indexOf("Billing")]).toHaveAttribute("aria-current", "page");
  });

  it("shows the card on file in words, and the invoices: number, period, amount in their currency, status, receipt", async () => {
    await render({ client: billingBackend().client });
    expect(await within(section("Payment method")).findByText("Visa ending in 4242")).toBeInTheDocument();
    expect(within(section("Payment method")).getByText("Expires 08/2031")).toBeInTheDocument();
    const rows = await within(section("Invoices")).findAllByRole("row");
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent?.replace(/\u00a0/g, " ")),
    );
    expect(rows.slice(1).map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "INV-2026-0003",
      "INV-2026-0002",
      "INV-2026-0001",
    ]);
    expect(cells).toEqual([
      ["November 15, 2026 – December 15, 2026", "$599.00", "Open", "View receipt"],
      ["October 15, 2026 – November 15, 2026", "$599.00", "Paid", "View receipt"],
      ["October 15, 2026 – November 15, 2026", "€1,299.50", "Void", "View receipt"],
    ]);
    const receipt = within(rows[1]).getByRole("link", { name: "View receipt" });
    expect(receipt).toHaveAttribute("href", `${paths.dashboardInvoice}?id=inv-3`);
    expect(receipt).toHaveAccessibleDescription("INV-2026-0003");
  });

  it("says when there is no card and no invoice yet", async () => {
    await render({
      client: billingBackend({
        "GET /api/billing/payment-method": [json({ payment_method: null })],
        "GET /api/billing/invoices": [json([])],
      }).client,
    });
    expect(await screen.findByText(texts.noPaymentMethodText!)).toBeInTheDocument();
    expect(await screen.findByText(texts.invoicesEmptyText!)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update payment method" })).toBeInTheDocument();
  });

  it("says that it loads, and plainly that no backend is configured", async () => {
    const invoicesReply = deferred();
    await render({ client: billingBackend({ "GET /api/billing/invoices": [invoicesReply.reply] }).client });
    expect(within(section("Invoices")).getByText(loadTexts.loadingText!)).toBeInTheDocument();
    invoicesReply.resolve(json(invoices));
    expect(await within(section("Invoices")).findAllByRole("row")).toHaveLength(4);
  });

  it("without a backend, says so and offers no hosted page", async () => {
    await render();
    expect(await within(section("Invoices")).findByText(loadTexts.noBackendText!)).toBeInTheDocument();
    expect(within(section("Payment method")).getByText(loadTexts.noBackendText!)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update payment method" })).not.toBeInTheDocument();
  });

  it("says what failed, each section on its own, and Retry reads again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = billingBackend({
      "GET /api/billing/invoices": [new Response("down", { status: 503 }), json(invoices)],
    });
    await render({ client: backend.client });
    const invoicesSection = section("Invoices");
    expect(await within(invoicesSection).findByRole("alert")).toHaveTextContent(loadTexts.serverText!);
    expect(await within(section("Payment method")).findByText("Visa ending in 4242")).toBeInTheDocument();
    await user.click(within(invoicesSection).getByRole("button", { name: "Retry" }));
    expect(await within(invoicesSection).findAllByRole("row")).toHaveLength(4);
    expect(within(invoicesSection).queryByRole("alert")).not.toBeInTheDocument();
    expect(backend.calls("GET /api/billing/invoices")).toHaveLength(2);
  });

  it.each([
    ["Update payment method", "payment_method"],
    ["Billing details", "billing_details"],
  ])("%s opens the hosted billing page, to come back here", async (label, purpose) => {
    const user = userEvent.setup();
    const session = deferred();
    const backend = billingBackend({ "POST /api/billing/portal-sessions": [session.reply] });
    await render({ client: backend.client });
    const button = screen.getByRole("button", { name: label });
    await user.click(button);
    expect(button).toHaveTextContent("Opening...");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    session.resolve(json({ url: HOSTED_PAGE, expires_at: "2030-01-01T00:30:00.000Z" }, 201));
    await waitFor(() => expect(openHostedPage).toHaveBeenCalledWith(HOSTED_PAGE));
    expect(backend.calls("POST /api/billing/portal-sessions")).toEqual([
      {
        call: "POST /api/billing/portal-sessions",
        body: { purpose, return_url: `http://localhost${paths.dashboardBilling}` },
      },
    ]);
    // Once, and the button stays busy while the window goes.
    expect(openHostedPage).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-disabled", "true");
    // Back from the hosted page, the page the browser kept offers the button again.
    act(() => void window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true })));
    expect(button).toHaveTextContent(label);
    expect(button).not.toHaveAttribute("aria-disabled");
  });

  it.each([
    [
      "refused (400 invalid_request)",
      refusal(400, "invalid_request"),
      billingContent.en.refusals!.invalidRequest,
    ],
    ["a 5xx", new Response("down", { status: 502 }), loadTexts.serverText],
  ])(
    "says why the hosted page could not be opened when %s, keeps the page, and Retry asks again",
    async (_case, reply, reason) => {
      const user = userEvent.setup();
      const backend = billingBackend({
        "POST /api/billing/portal-sessions": [
          reply,
          json({ url: HOSTED_PAGE, expires_at: "2030-01-01T00:30:00.000Z" }, 201),
        ],
      });
      await render({ client: backend.client });
      await user.click(screen.getByRole("button", { name: "Update payment method" }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(`${texts.portalFailedText} ${reason}`);
      expect(openHostedPage).not.toHaveBeenCalled();
      expect(screen.getByText("Visa ending in 4242")).toBeInTheDocument();
      expect(screen.getAllByRole("row")).toHaveLength(4);
      await user.click(screen.getByRole("button", { name: "Retry" }));
      await waitFor(() => expect(openHostedPage).toHaveBeenCalledWith(HOSTED_PAGE));
      expect(backend.calls("POST /api/billing/portal-sessions")).toHaveLength(2);
    },
  );

  it("tells of a trial ending within 7 days with no card, and its button opens the hosted page", async () => {
    const user = userEvent.setup();
    const ends = new Date(Date.now() + 3 * DAY_MS);
    const ending = { ...subscriptions[1], agent_slug: "content-creator", trial_ends_at: ends.toISOString() };
    const backend = billingBackend({
      "GET /api/agents": [json([subscriptions[0], ending])],
      "GET /api/billing/payment-method": [json({ payment_method: null })],
    });
    await render({ client: backend.client });
    const month = ends.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    const notice = await screen.findByText(
      `Add a payment method before ${month} ${ends.getUTCDate()}, ${ends.getUTCFullYear()} to keep Content Creator.`,
    );
    const button = screen.getByRole("button", { name: "Add payment method" });
    expect(button).toHaveAccessibleDescription(notice.textContent!);
    await user.click(button);
    await waitFor(() => expect(openHostedPage).toHaveBeenCalledWith(HOSTED_PAGE));
    expect(backend.calls("POST /api/billing/portal-sessions")[0].body).toMatchObject({
      purpose: "payment_method",
    });
  });

  it("tells of no trial with a card on file", async () => {
    const ending = { ...subscriptions[1], trial_ends_at: new Date(Date.now() + 3 * DAY_MS).toISOString() };
    await render({ client: billingBackend({ "GET /api/agents": [json([ending])] }).client });
    expect(await screen.findByText("Visa ending in 4242")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add payment method" })).not.toBeInTheDocument();
  });

  it("speaks Spanish on the Spanish page, its links in Spanish too", async () => {
    await renderAreas(
      { [`/es${paths.dashboardBilling}`]: DashboardBillingPage },
      { content: billingContent.es, client: billingBackend().client },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Facturación" })).toBeInTheDocument();
    expect(await screen.findByText("Visa terminada en 4242")).toBeInTheDocument();
    const rows = await within(section("Facturas")).findAllByRole("row");
    expect(within(rows[1]).getByText("Pendiente")).toBeInTheDocument();
    expect(within(rows[1]).getByRole("link", { name: "Ver recibo" })).toHaveAttribute(
      "href",
      `/es${paths.dashboardInvoice}?id=inv-3`,
    );
    expect(screen.getByRole("button", { name: "Actualizar método de pago" })).toBeInTheDocument();
  });

  it("follows the content", async () => {
    await render({
      content: {
        ...billingContent.en,
        billingArea: { ...texts, cardText: "{brand} card, …{last4}", invoicesTitle: "Your invoices" },
      },
      client: billingBackend().client,
    });
    expect(await screen.findByText("Visa card, …4242")).toBeInTheDocument();
    expect(section("Your invoices")).toBeInTheDocument();
    expect(card.last4).toBe("4242");
  });
});
