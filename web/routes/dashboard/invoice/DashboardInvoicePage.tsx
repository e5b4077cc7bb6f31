import { useLocation } from "react-router";
import { Receipt, receiptHeading } from "#web/features/dashboard/billing/Receipt.tsx";
import type { InvoicePageReads } from "#web/features/dashboard/data/billingReads.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * An invoice's receipt (/dashboard/billing/invoice?id=…), under Billing: headed by its number once
 * it has loaded, to read and print. Its route's loader reads the invoice (billingReads.ts).
 */
export function DashboardInvoicePage({ content }: DashboardAreaProps) {
  const invoice = useRead(useAreaReads<InvoicePageReads>().invoice);
  // By the address: no id is not found; with one, loading until the loader's read (as it hydrates).
  const id = new URLSearchParams(useLocation().search).get("id");
  const load = id ? invoice : null;
  return (
    <DashboardArea content={content} title={receiptHeading(load, content?.billingArea)}>
      <Receipt load={load} content={content} />
    </DashboardArea>
  );
}
