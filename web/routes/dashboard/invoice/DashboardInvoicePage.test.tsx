import { readFileSync } from "node:fs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "#content/paths.ts";
import {
  billingBackend,
  billingContent,
  billingTexts as texts,
  invoices,
} from "../../../../tests/unit/billing-area";
import { json, refusal, renderAreas, type Reply } from "../../../../tests/unit/dashboard-areas";
import { seedRootContent } from "../../../../tests/unit/seed-content";
import { DashboardInvoicePage } from "./DashboardInvoicePage";

const loadTexts = billingContent.en.loadStates!;
const [open, paid, voided] = invoices;

/** The receipt at `/dashboard/billing/invoice?id=…` (`id` null: none in the address). */
function render(id: string | null, replies: Record<string, Reply[]> = {}, language: "en" | "es" = "en") {
  const backend = billingBackend(replies);
  const page = `${language === "es" ? "/es" : ""}${paths.dashboardInvoice}`;
  return renderAreas(
    { [page]: DashboardInvoicePage },
    {
      path: id === null ? page : `${page}?id=${id}`,
      content: billingContent[language],
      client: backend.client,
    },
  ).then(() => backend);
}
const replyOf = (invoice: (typeof invoices)[number]) => ({
  [`GET /api/billing/invoices/${invoice.id}`]: [json(invoice)],
});

afterEach(() => vi.restoreAllMocks());

describe("an invoice's receipt", () => {
  it("shows the agency, the invoice's number, dates, status, lines and total, headed by its number", async () => {
    await render(paid.id, replyOf(paid));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Receipt INV-2026-0002" }),
    ).toBeInTheDocument();
    const receipt = screen.getByRole("article", { name: "Receipt INV-2026-0002" });
    expect(within(receipt).getByText(seedRootContent.settings!.siteName!)).toBeInTheDocument();
    const facts = within(receipt)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["Invoice", "INV-2026-0002"],
      ["Issued", "October 15, 2026"],
      ["Period", "October 15, 2026 – November 15, 2026"],
      ["Status", "Paid"],
      ["Paid on", "October 15, 2026"],
    ]);
    const rows = within(receipt)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["DescriptionAmount", "Content Creator, Professional plan$599.00", "Total$599.00"]);
  });

  it("totals several lines in the invoice's currency, and shows no payment date unless paid", async () => {
    await render(voided.id, replyOf(voided));
    const receipt = await screen.findByRole("article", { name: "Receipt INV-2026-0001" });
    const money = (text: string | null) => text?.replace(/\u00a0/g, " ");
    expect(
      within(receipt)
        .getAllByRole("row")
        .map((row) => money(row.textContent)),
    ).toEqual([
      "DescriptionAmount",
      "Content Creator, Professional plan€999.50",
      "Setup€300.00",
      "Total€1,299.50",
    ]);
    expect(within(receipt).getByText("Void")).toBeInTheDocument();
    expect(within(receipt).queryByText("Paid on")).not.toBeInTheDocument();
  });

  it("prints with Print, and leads back to Billing", async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await render(open.id, replyOf(open));
    await user.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Back to billing" })).toHaveAttribute(
      "href",
      paths.dashboardBilling,
    );
  });

  it.each([
    ["no id in the address", null, {}],
    [
      "an id the backend does not know (404)",
      "inv-0",
      { "GET /api/billing/invoices/inv-0": [refusal(404, "not_found")] },
    ],
  ])("says it is not found for %s", async (_case, id, replies) => {
    await render(id, replies);
    expect(await screen.findByText(texts.receiptNotFoundText!)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Receipt" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to billing" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Print" })).not.toBeInTheDocument();
  });

  it("says what failed, and Retry reads the invoice again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = await render(open.id, {
      [`GET /api/billing/invoices/${open.id}`]: [new Response("down", { status: 503 }), json(open)],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(loadTexts.serverText!);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("article", { name: "Receipt INV-2026-0003" })).toBeInTheDocument();
    expect(backend.calls(`GET /api/billing/invoices/${open.id}`)).toHaveLength(2);
  });

  it("speaks Spanish on the Spanish page", async () => {
    await render(open.id, replyOf(open), "es");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Recibo INV-2026-0003" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Pendiente")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a facturación" })).toHaveAttribute(
      "href",
      `/es${paths.dashboardBilling}`,
    );
  });

  it("prints without the site's and the client area's chrome, black on white", () => {
    const css = readFileSync("web/features/dashboard/billing/billing.css", "utf8");
    const print = css.slice(css.indexOf("@media print"));
    expect(print).toMatch(/header:not\(\.dashboard-area__header, \.receipt__from\),\s*footer,\s*nav,/);
    expect(print).toMatch(/\.receipt__actions\s*{\s*display: none !important;/);
    expect(print).toMatch(/color: #000 !important;\s*background: #fff !important;/);
  });
});
