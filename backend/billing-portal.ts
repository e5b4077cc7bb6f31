import {
  cardBrand,
  luhnValid,
  type BillingDetails,
  type PaymentMethod,
  type PortalSessionRecord,
} from "./billing";

// The hosted billing page, as the stand-in serves it at the address a portal session gives
// (`/billing-portal/<session id>`): a small page on the stand-in's own origin, as the agency's
// payment provider would have on its own. It takes a card or the billing details, then sends the
// customer back to the session's return_url. English only: it stands in for a page that is not ours.

export const PORTAL_PATH = /^\/billing-portal\/([\w-]+)$/;

type Field = { name: string; label: string; autocomplete: string; hint?: string; multiline?: boolean };

const FIELDS: Record<PortalSessionRecord["purpose"], { title: string; submit: string; fields: Field[] }> = {
  payment_method: {
    title: "Update payment method",
    submit: "Save card",
    fields: [
      { name: "card_number", label: "Card number", autocomplete: "cc-number" },
      { name: "expiry", label: "Expiry (MM/YY)", autocomplete: "cc-exp", hint: "For example 08/28." },
      { name: "name", label: "Name on the card", autocomplete: "cc-name" },
    ],
  },
  billing_details: {
    title: "Billing details",
    submit: "Save details",
    fields: [
      { name: "name", label: "Name or company", autocomplete: "organization" },
      { name: "address", label: "Address", autocomplete: "street-address", multiline: true },
      { name: "tax_id", label: "Tax ID (optional)", autocomplete: "off" },
    ],
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page of a session: its form, with what was typed and what is wrong with it. */
export function portalPage(
  session: PortalSessionRecord,
  { values = {}, errors = {} }: { values?: Record<string, string>; errors?: Record<string, string> } = {},
): string {
  const { title, submit, fields } = FIELDS[session.purpose];
  // After a refusal, the first field that is wrong has the focus.
  const firstWrong = fields.find(({ name }) => errors[name])?.name;
  const inputs = fields
    .map(({ name, label, autocomplete, hint, multiline }) => {
      const error = errors[name];
      const described = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
      const attributes = `id="${name}" name="${name}" autocomplete="${autocomplete}"${
        described ? ` aria-describedby="${described}"` : ""
      }${error ? ' aria-invalid="true"' : ""}${name === firstWrong ? " autofocus" : ""}`;
      const value = escape(values[name] ?? "");
      const control = multiline
        ? `<textarea ${attributes} rows="3">${value}</textarea>`
        : `<input ${attributes} value="${value}"${name === "card_number" ? ' inputmode="numeric"' : ""}>`;
      return `<p><label for="${name}">${label}</label><br>${control}${
        hint ? `<br><small id="${name}-hint">${hint}</small>` : ""
      }${error ? `<br><strong id="${name}-error">${escape(error)}</strong>` : ""}</p>`;
    })
    .join("\n");
  return document(
    title,
    `<form method="post">
${inputs}
<p><button type="submit">${submit}</button> <a href="${escape(session.returnUrl)}">Cancel</a></p>
</form>`,
  );
}

/** The page of a session that has expired or was used: back to the site. */
export function expiredPage(returnUrl: string | null): string {
  return document(
    "This page has expired",
    `<p>This billing page can no longer be used. Go back and open it again.</p>${
      returnUrl ? `<p><a href="${escape(returnUrl)}">Back</a></p>` : ""
    }`,
  );
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body><main><h1>${title}</h1>
<p>Stand-in of the agency's hosted billing page.</p>
${body}</main></body></html>`;
}

type Read<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** A card from the form: brand, last four and expiry (the number is not kept), or what is wrong. */
export function readCard(values: Record<string, string>, now: Date): Read<PaymentMethod> {
  const errors: Record<string, string> = {};
  const number = (values.card_number ?? "").replace(/[\s-]/g, "");
  if (!luhnValid(number)) errors.card_number = "Enter a valid card number.";
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec((values.expiry ?? "").trim());
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  const expired = year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12) errors.expiry = "Enter the expiry as MM/YY.";
  else if (expired) errors.expiry = "This card has expired.";
  if (!(values.name ?? "").trim()) errors.name = "Enter the name on the card.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: { brand: cardBrand(number), last4: number.slice(-4), exp_month: month, exp_year: year },
  };
}

/** The billing details from the form, or what is wrong. */
export function readDetails(values: Record<string, string>): Read<BillingDetails> {
  const name = (values.name ?? "").trim();
  const address = (values.address ?? "").trim();
  const errors: Record<string, string> = {};
  if (!name) errors.name = "Enter a name or company.";
  if (!address) errors.address = "Enter the address.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { name, address, tax_id: (values.tax_id ?? "").trim() } };
}
