import type { AgentSubscription, Invoice, PaymentMethodOnFile } from "#web/shared/api/backend.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { BackendLoad, BackendSection } from "../data/loadState";
import { InvoicesSection } from "./InvoicesSection";
import { PaymentMethodSection } from "./PaymentMethodSection";
import { TrialNotices } from "./TrialNotices";
// With the area's code: only this area and a receipt need it.
import "./billing.css";

/**
 * The Billing area's body: a notice for each trial ending with no card, the payment method, the
 * invoices. Each read loads and fails on its own, with its own Retry.
 */
export function BillingArea({
  content,
  paymentMethod,
  invoices,
  subscriptions,
}: {
  content: DashboardPageContent | null | undefined;
  paymentMethod: BackendLoad<PaymentMethodOnFile>;
  invoices: BackendSection<Invoice>;
  subscriptions: BackendLoad<AgentSubscription[]>;
}) {
  return (
    <div className="billing-area">
      <TrialNotices
        subscriptions={subscriptions.status === "loaded" ? subscriptions.value : []}
        paymentMethod={paymentMethod.status === "loaded" ? paymentMethod.value.payment_method : undefined}
        content={content}
      />
      <PaymentMethodSection paymentMethod={paymentMethod} content={content} />
      <InvoicesSection invoices={invoices} content={content} />
    </div>
  );
}
