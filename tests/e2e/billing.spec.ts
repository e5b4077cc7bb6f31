import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { backendReply } from "./support/backend";
import { signedInCustomer } from "./support/customers";
import { singleton } from "./support/dataset";
import { AREAS, openArea } from "./support/client-area";
import type { Invoice, PaymentMethodOnFile } from "#web/shared/api/backend.ts";
import { formatMoney } from "#web/features/dashboard/billing/money.ts";

// The Billing area against the local stand-in, as a customer with the demo customer's data (a Visa
// ending 4242; invoices paid, open and void): the invoices, a receipt to print, and a new card
// through the backend's hosted billing page, which the stand-in serves on its own origin.

const texts = singleton("dashboardPage").billingArea;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);

test("a customer reads their invoices and a receipt, then puts a new card on file through the hosted billing page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { idToken } = await signedInCustomer(page, AREAS.overview, { demo: true });
  await openArea(page, "billing");
  const invoices = await backendReply<Invoice[]>("/api/billing/invoices", idToken);
  expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(["open", "paid", "void"]));

  // The card on file, and each invoice with its amount in the page's language.
  const card = page.getByRole("region", { name: texts.paymentMethodTitle });
  await expect(card).toContainText(fill(texts.cardText, { brand: texts.cardBrands.visa, last4: "4242" }));
  const table = page.getByRole("table");
  await expect(table.locator("tbody tr")).toHaveCount(invoices.length);
  for (const invoice of invoices) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: invoice.number }) });
    await expect(row).toContainText(formatMoney(invoice.amount, invoice.currency, "en"));
    await expect(row).toContainText(texts.invoiceStatusLabels[invoice.status]);
  }
  expect(await axeViolations(page)).toEqual([]);

  // The paid invoice's receipt: its number, total and a Print button; Back returns to Billing.
  const paid = invoices.find((invoice) => invoice.status === "paid")!;
  await table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: paid.number }) })
    .getByRole("link", { name: texts.receiptLinkLabel })
    .click();
  await expect(page).toHaveURL(`${AREAS.billing}/invoice?id=${paid.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(paid.number);
  await expect(page.getByRole("main")).toContainText(formatMoney(paid.amount, paid.currency, "en"));
  await expect(page.getByRole("button", { name: texts.printLabel })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Printed, the receipt is the page: the site's and the client area's navigation and the buttons
  // are not on paper, the receipt's number and total are.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("button", { name: texts.printLabel })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(paid.number);
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("link", { name: texts.backLabel }).click();
  await expect(page).toHaveURL(AREAS.billing);

  // Update payment method: the hosted page takes a Mastercard, then sends the customer back.
  await card.getByRole("button", { name: texts.updatePaymentMethodLabel }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Update payment method" })).toBeVisible();
  await page.getByLabel("Card number").fill("5555 5555 5555 4444");
  await page.getByLabel("Expiry (MM/YY)").fill("11/31");
  await page.getByLabel("Name on the card").fill("Dana Demo");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(AREAS.billing);
  await expect(card).toContainText(
    fill(texts.cardText, { brand: texts.cardBrands.mastercard, last4: "4444" }),
  );
  await expect(card).toContainText(fill(texts.cardExpiresText, { date: "11/2031" }));

  // The backend holds the card: its brand, last four and expiry, never the number.
  const onFile = await backendReply<PaymentMethodOnFile>("/api/billing/payment-method", idToken);
  expect(onFile.payment_method).toEqual({
    brand: "mastercard",
    last4: "4444",
    exp_month: 11,
    exp_year: 2031,
  });
});
