import { Link } from "react-router";
import type { Invoice } from "#web/shared/api/backend.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import type { AddressedInvoice } from "../data/billingReads";
import type { BackendLoad } from "../data/loadState";
import { LoadNote } from "../SectionBody";
import { withValues, type BillingTexts } from "./billingTexts";
import { InvoiceStatus, periodWords } from "./InvoicesSection";
import { formatMoney } from "./money";
import "./billing.css";

/** The receipt's heading: "Receipt INV-2026-0012" once the invoice has loaded, else the page's title. */
export function receiptHeading(load: BackendLoad<AddressedInvoice> | null, texts: BillingTexts): string {
  const invoice = load?.status === "loaded" && "invoice" in load.value ? load.value.invoice : null;
  return invoice
    ? withValues(texts?.receiptTitle, { number: invoice.number })
    : (texts?.receiptPageTitle ?? "");
}

/**
 * An invoice's receipt (`/dashboard/billing/invoice?id=…`), to read and print: the agency, the
 * invoice's dates, lines, total and status, with Print. `load` is null when the address names no
 * invoice. Printed, only the heading and the receipt show, black on white (billing.css).
 */
export function Receipt({
  load,
  content,
}: {
  load: BackendLoad<AddressedInvoice> | null;
  content: DashboardPageContent | null | undefined;
}) {
  const texts = content?.billingArea;
  const localized = useLocalizedPath();
  const back = (
    <Link to={localized(paths.dashboardBilling)} className="button button--outline">
      {texts?.backLabel}
    </Link>
  );
  if (load?.status === "loaded" && "invoice" in load.value) {
    return <ReceiptBody invoice={load.value.invoice} texts={texts} back={back} />;
  }
  return (
    <div className="receipt receipt--pending">
      {load && load.status !== "loaded" ? (
        <LoadNote load={load} texts={content?.loadStates} />
      ) : (
        <p className="dashboard-section__note">{texts?.receiptNotFoundText}</p>
      )}
      <p>{back}</p>
    </div>
  );
}

function ReceiptBody({
  invoice,
  texts,
  back,
}: {
  invoice: Invoice;
  texts: BillingTexts;
  back: React.ReactNode;
}) {
  const { formats } = useMessages();
  const language = useLanguage();
  const { settings } = useRootData();
  const money = (amount: number) => formatMoney(amount, invoice.currency, language);
  return (
    <article className="receipt" aria-label={withValues(texts?.receiptTitle, { number: invoice.number })}>
      <header className="receipt__from">
        <p className="receipt__agency">{settings?.siteName}</p>
        {settings?.address ? <p className="receipt__address">{settings.address}</p> : null}
      </header>
      <dl className="dashboard-facts receipt__facts">
        <div>
          <dt>{texts?.numberLabel}</dt>
          <dd>{invoice.number}</dd>
        </div>
        <div>
          <dt>{texts?.issuedLabel}</dt>
          <dd>{formatDate(invoice.issued_at, formats)}</dd>
        </div>
        <div>
          <dt>{texts?.periodLabel}</dt>
          <dd>{periodWords(invoice, formats)}</dd>
        </div>
        <div>
          <dt>{texts?.statusLabel}</dt>
          <dd>
            <InvoiceStatus status={invoice.status} texts={texts} />
          </dd>
        </div>
        {invoice.paid_at ? (
          <div>
            <dt>{texts?.paidOnLabel}</dt>
            <dd>{formatDate(invoice.paid_at, formats)}</dd>
          </div>
        ) : null}
      </dl>
      <table className="dashboard-table receipt__lines">
        <thead>
          <tr>
            <th scope="col">{texts?.descriptionLabel}</th>
            <th scope="col">{texts?.amountLabel}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={`${line.subscription_id}-${index}`}>
              <td>{line.description}</td>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{texts?.totalLabel}</th>
            <td>{money(invoice.amount)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {texts?.printLabel}
        </button>
        {back}
      </div>
    </article>
  );
}
