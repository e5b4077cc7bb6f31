const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** 1299 -> "$1,299" */
export function formatPrice(amount: number | null | undefined): string {
  return typeof amount === "number" && Number.isFinite(amount) ? usd.format(amount) : "";
}

/** "2024-12-01" -> "December 2024" */
export function formatMonthYear(isoDate: string | null | undefined): string {
  if (!isoDate) return "";
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** "month" -> "/month": the billing period after a price, as the content names it; "" for none. */
export function formatPeriod(period: string | null | undefined): string {
  const unit = period?.trim();
  return unit ? `/${unit}` : "";
}
