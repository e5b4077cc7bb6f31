import type { PaymentMethodOnFile } from "#web/shared/api/backend.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { BackendLoad } from "../data/loadState";
import { DashboardSection } from "../DashboardSection";
import { LoadNote } from "../SectionBody";
import { cardWords, expiryWords } from "./billingTexts";
import { PortalButton } from "./PortalButton";

/**
 * The card on file ("Visa ending in 4242", its expiry) or that there is none, with Update payment
 * method and Billing details: each opens the backend's hosted billing page. The buttons show
 * whatever the card's read came to: the hosted page works without it.
 */
export function PaymentMethodSection({
  paymentMethod,
  content,
}: {
  paymentMethod: BackendLoad<PaymentMethodOnFile>;
  content: DashboardPageContent | null | undefined;
}) {
  const texts = content?.billingArea;
  const loadTexts = content?.loadStates;
  const portal = { texts, loadTexts, refusals: content?.refusals };
  return (
    <DashboardSection title={texts?.paymentMethodTitle} className="billing-card">
      {paymentMethod.status === "loaded" ? (
        paymentMethod.value.payment_method ? (
          <p className="billing-card__card">
            <strong>{cardWords(paymentMethod.value.payment_method, texts)}</strong>{" "}
            <span className="billing-card__expiry">
              {expiryWords(paymentMethod.value.payment_method, texts)}
            </span>
          </p>
        ) : (
          <p className="dashboard-section__note">{texts?.noPaymentMethodText}</p>
        )
      ) : (
        <LoadNote load={paymentMethod} texts={loadTexts} />
      )}
      {paymentMethod.status === "unconfigured" ? null : (
        <div className="billing-card__actions">
          <PortalButton
            purpose="payment_method"
            label={texts?.updatePaymentMethodLabel}
            className="button button--primary"
            {...portal}
          />
          <PortalButton purpose="billing_details" label={texts?.billingDetailsLabel} {...portal} />
        </div>
      )}
    </DashboardSection>
  );
}
