import { Receipt, receiptHeading } from "#web/features/dashboard/billing/Receipt.tsx";
import type { InvoicePageReads } from "#web/features/dashboard/data/billingReads.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * An invoice's receipt (/dashboard/billing/invoice?id=…), under Billing: headed by its number once
 * it has loaded, to read and print. Its route's loader reads the invoice (billingReads.ts).
 */
export function DashboardInvoicePage({ content }: DashboardAreaProps) {
  const reads = useAreaReads<InvoicePageReads>();
  const invoice = useRead(reads.invoice);
  // No id in the address: nothing to read, so the receipt says it is not found.
  const load = reads.invoice ? invoice : null;
  return (
    <DashboardArea content={content} title={receiptHeading(load, content?.billingArea)}>
      <Receipt load={load} content={content} />
    </DashboardArea>
  );
}
