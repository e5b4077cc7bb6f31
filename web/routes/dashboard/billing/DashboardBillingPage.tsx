import { BillingArea } from "#web/features/dashboard/billing/BillingArea.tsx";
import type { BillingAreaReads } from "#web/features/dashboard/data/billingReads.ts";
import { sectionOf } from "#web/features/dashboard/data/loadState.ts";
import { useAreaReads, useRead } from "#web/features/dashboard/data/reads.ts";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * The Billing area (/dashboard/billing): the payment method on file and the invoices, and a
 * notice for each trial ending with no card. Its route's loader reads them (billingReads.ts), its
 * action opens the hosted billing page.
 */
export function DashboardBillingPage({ content }: DashboardAreaProps) {
  const reads = useAreaReads<BillingAreaReads>();
  const paymentMethod = useRead(reads.paymentMethod);
  const invoices = sectionOf(useRead(reads.invoices));
  const subscriptions = useRead(reads.agents);
  const texts = content?.billingArea;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <BillingArea
        content={content}
        paymentMethod={paymentMethod}
        invoices={invoices}
        subscriptions={subscriptions}
      />
    </DashboardArea>
  );
}
