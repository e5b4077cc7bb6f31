import { Link } from "react-router";
import type { Invoice } from "#web/shared/api/backend.ts";
import { useLanguage } from "#web/shared/i18n/useLanguage.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDate, type Formats } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { BackendSection } from "../data/loadState";
import { DashboardSection } from "../DashboardSection";
import { SectionBody } from "../SectionBody";
import type { BillingTexts } from "./billingTexts";
import { invoicePath } from "./invoiceAddresses";
import { formatMoney } from "./money";

/** "October 15, 2026 – November 15, 2026": the period an invoice bills. */
export const periodWords = (invoice: Invoice, formats: Formats) =>
  `${formatDate(invoice.period_start, formats)} – ${formatDate(invoice.period_end, formats)}`;

/** An invoice's status in words, after a mark that differs in shape (dashboard.css's statuses). */
export function InvoiceStatus({ status, texts }: { status: Invoice["status"]; texts: BillingTexts }) {
  const look = { paid: "active", open: "trial", void: "cancelled" }[status];
  return <span className={`status status--${look}`}>{texts?.invoiceStatusLabels?.[status] ?? status}</span>;
}

/**
 * The customer's invoices, newest first: number, period, amount (in the page's language and the
 * invoice's currency), status, and a link to its receipt; or that there is none yet.
 */
export function InvoicesSection({
  invoices,
  content,
}: {
  invoices: BackendSection<Invoice>;
  content: DashboardPageContent | null | undefined;
}) {
  const texts = content?.billingArea;
  const { formats } = useMessages();
  const language = useLanguage();
  const localized = useLocalizedPath();
  return (
    <DashboardSection title={texts?.invoicesTitle} className="billing-invoices">
      <SectionBody
        section={invoices}
        texts={content?.loadStates}
        empty={<p className="dashboard-section__note">{texts?.invoicesEmptyText}</p>}
      >
        {(items) => (
          <div className="billing-invoices__scroll">
            <table className="dashboard-table billing-invoices__table">
              <thead>
                <tr>
                  <th scope="col">{texts?.numberLabel}</th>
                  <th scope="col">{texts?.periodLabel}</th>
                  <th scope="col">{texts?.amountLabel}</th>
                  <th scope="col">{texts?.statusLabel}</th>
                  <th scope="col">
                    <span className="visually-hidden">{texts?.receiptLinkLabel}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((invoice) => (
                  <tr key={invoice.id}>
                    <th scope="row" id={`invoice-${invoice.id}`}>
                      {invoice.number}
                    </th>
                    <td>{periodWords(invoice, formats)}</td>
                    <td>{formatMoney(invoice.amount, invoice.currency, language)}</td>
                    <td>
                      <InvoiceStatus status={invoice.status} texts={texts} />
                    </td>
                    <td>
                      <Link
                        to={localized(invoicePath(invoice.id))}
                        aria-describedby={`invoice-${invoice.id}`}
                      >
                        {texts?.receiptLinkLabel}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionBody>
    </DashboardSection>
  );
}
