import { defineField } from "sanity";
import { inFieldset, keepPlaceholders, labelField } from "../../lib/fields";

// The Billing area's texts (/dashboard/billing and a receipt, /dashboard/billing/invoice?id=…,
// docs/client-area.md): one object of `dashboardPage`, in its own Studio tab. A {name} in a text
// is filled in by the site.

const area = "the Billing area";

export const billingArea = defineField({
  name: "billingArea",
  title: "Billing",
  type: "object",
  group: "billing",
  description:
    "The Billing area (/dashboard/billing): the payment method on file, the invoices and each invoice's printable receipt; and the notice of a free trial that ends with no payment method (also on Usage and plan).",
  fieldsets: [
    { name: "head", title: "Browser tab and heading" },
    { name: "card", title: "Payment method" },
    { name: "invoices", title: "Invoices" },
    { name: "receipt", title: "Receipt" },
    { name: "trial", title: "A trial ending with no payment method" },
  ],
  fields: [
    ...inFieldset("head", [
      defineField({
        name: "pageTitle",
        title: "Browser tab title",
        type: "string",
        description: `Browser tab title of ${area}, before the site name.`,
        initialValue: "Billing",
      }),
      labelField("title", "Heading", `Heading of ${area}.`, "Billing"),
      defineField({
        name: "description",
        title: "Description",
        type: "string",
        description: `Text under the heading of ${area}.`,
        initialValue: "Your payment method and your invoices.",
      }),
    ]),
    ...inFieldset("card", [
      labelField("paymentMethodTitle", "Heading", "Heading of the payment method section.", "Payment method"),
      labelField(
        "cardText",
        "The card",
        `The card on file.${keepPlaceholders("brand", "last4")}`,
        "{brand} ending in {last4}",
      ),
      labelField(
        "cardExpiresText",
        "Expiry",
        `The card's expiry.${keepPlaceholders("date")}`,
        "Expires {date}",
      ),
      labelField(
        "noPaymentMethodText",
        "No payment method",
        "Shown when no payment method is on file.",
        "No payment method on file. Add one before a free trial ends to keep its agent.",
      ),
      labelField(
        "updatePaymentMethodLabel",
        "Update payment method",
        "Button that opens the secure billing page to add or change the card.",
        "Update payment method",
      ),
      labelField(
        "billingDetailsLabel",
        "Billing details",
        "Button that opens the secure billing page to change the name, address and tax ID on invoices.",
        "Billing details",
      ),
      labelField(
        "openingLabel",
        "Opening",
        "What the button says while the secure billing page is being opened.",
        "Opening...",
      ),
      labelField(
        "portalFailedText",
        "Could not open",
        "Shown when the secure billing page could not be opened, before the reason.",
        "The billing page could not be opened.",
      ),
      defineField({
        name: "cardBrands",
        title: "Card brands",
        type: "object",
        description: "How a card's brand is named ({brand} above).",
        fields: [
          labelField("visa", "Visa", "Name of a Visa card.", "Visa"),
          labelField("mastercard", "Mastercard", "Name of a Mastercard card.", "Mastercard"),
          labelField("amex", "American Express", "Name of an American Express card.", "American Express"),
          labelField("discover", "Discover", "Name of a Discover card.", "Discover"),
          labelField("other", "Another brand", "Name of a card of any other brand.", "Card"),
        ],
      }),
    ]),
    ...inFieldset("invoices", [
      labelField("invoicesTitle", "Heading", "Heading of the invoices section.", "Invoices"),
      labelField(
        "invoicesEmptyText",
        "No invoices",
        "Shown when the customer has no invoice yet.",
        "No invoices yet. The first one comes when a free trial becomes a paid plan.",
      ),
      labelField("numberLabel", "Number", "Column of the invoice's number.", "Invoice"),
      labelField("periodLabel", "Period", "Column (and receipt line) of the period billed.", "Period"),
      labelField("amountLabel", "Amount", "Column of the invoice's amount.", "Amount"),
      labelField("statusLabel", "Status", "Column (and receipt line) of the invoice's status.", "Status"),
      labelField("receiptLinkLabel", "Receipt link", "Link of each invoice to its receipt.", "View receipt"),
      defineField({
        name: "invoiceStatusLabels",
        title: "Invoice statuses",
        type: "object",
        description: "How each invoice status the backend sends is named.",
        fields: [
          labelField("paid", "Paid", "An invoice that has been paid.", "Paid"),
          labelField("open", "Open", "An invoice issued and not paid yet.", "Open"),
          labelField("void", "Void", "An invoice cancelled by us: nothing is owed.", "Void"),
        ],
      }),
    ]),
    ...inFieldset("receipt", [
      labelField("receiptPageTitle", "Browser tab title", "Browser tab title of a receipt.", "Receipt"),
      labelField(
        "receiptTitle",
        "Heading",
        `Heading of a receipt.${keepPlaceholders("number")}`,
        "Receipt {number}",
      ),
      labelField("issuedLabel", "Issued", "Name of the date the invoice was issued.", "Issued"),
      labelField("paidOnLabel", "Paid on", "Name of the date the invoice was paid.", "Paid on"),
      labelField("descriptionLabel", "Description", "Column of what each line bills.", "Description"),
      labelField("totalLabel", "Total", "Name of the receipt's total.", "Total"),
      labelField("printLabel", "Print", "Button that prints the receipt.", "Print"),
      labelField("backLabel", "Back", "Link from a receipt back to the Billing area.", "Back to billing"),
      labelField(
        "receiptNotFoundText",
        "Not found",
        "Shown when the address names no invoice of the customer.",
        "We could not find this invoice in your account.",
      ),
    ]),
    ...inFieldset("trial", [
      labelField(
        "trialNoticeText",
        "Notice",
        `A free trial that ends within 7 days with no payment method on file, in Billing and in Usage and plan.${keepPlaceholders("date", "agent")}`,
        "Add a payment method before {date} to keep {agent}.",
      ),
      labelField(
        "trialNoticeActionLabel",
        "Add payment method",
        "The notice's button, which opens the secure billing page.",
        "Add payment method",
      ),
    ]),
  ],
});
