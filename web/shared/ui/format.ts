/**
 * 1299 -> "$1,299", as Intl.NumberFormat("en-US", USD, no cents) writes it. Written out: a
 * currency formatter costs a phone about 80 ms to create (its locale data), in one task.
 */
export function formatPrice(amount: number | null | undefined): string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "";
  const dollars = Math.round(Math.abs(amount));
  const sign = amount < 0 ? "-" : "";
  return `${sign}$${String(dollars).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2024-12-01" -> "December 2024", as toLocaleDateString("en-US") writes it, written out for the same reason. */
export function formatMonthYear(isoDate: string | null | undefined): string {
  if (!isoDate) return "";
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "month" -> "/month": the billing period after a price, as the content names it; "" for none. */
export function formatPeriod(period: string | null | undefined): string {
  const unit = period?.trim();
  return unit ? `/${unit}` : "";
}

/** "2026-03-04T09:00:00Z" -> "March 4, 2026" (UTC), as toLocaleDateString("en-US", long month) writes it. */
export function formatDate(isoDateTime: string | null | undefined): string {
  if (!isoDateTime) return "";
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 1247 -> "1,247", as toLocaleString("en-US") writes a whole number. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return "";
  const sign = count < 0 ? "-" : "";
  return `${sign}${String(Math.round(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}

/** "2026-11-04" -> "Nov 4" (a day of the analytics chart's axis), as toLocaleDateString("en-US", short month) writes it. */
export function formatShortDay(isoDate: string | null | undefined): string {
  if (!isoDate) return "";
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}`;
}
