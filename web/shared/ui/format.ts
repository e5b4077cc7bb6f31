import type { Messages } from "#web/shared/i18n/useMessages.ts";

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

export type Formats = Messages["formats"];

/**
 * A pattern's {names} replaced by their parts: a date pattern, or a CMS text with placeholders
 * ("{used} of {limit} {unit}"). A name without a part stays as written.
 */
export const fill = (pattern: string, parts: Record<string, string | number>) =>
  pattern.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in parts ? String(parts[name]) : placeholder,
  );

function partsOf(date: Date, formats: Formats) {
  if (Number.isNaN(date.getTime())) return null;
  const index = date.getUTCMonth();
  const [month, mon] = [formats.months, formats.shortMonths].map((names) => names.split(" ")[index]);
  return { month, mon, day: date.getUTCDate(), year: date.getUTCFullYear() };
}

/** "2024-12-01" -> "December 2024" ("diciembre de 2024"), as toLocaleDateString writes it. */
export function formatMonthYear(isoDate: string | null | undefined, formats: Formats): string {
  const parts = isoDate ? partsOf(new Date(`${isoDate}T00:00:00Z`), formats) : null;
  return parts ? fill(formats.monthYear, parts) : "";
}

/** "month" -> "/month" ("/mes"): the billing period after a price, by the content's value; "" for none. */
export function formatPeriod(period: string | null | undefined, formats: Formats): string {
  const unit = period?.trim();
  return unit ? `/${formats.periods[unit as keyof Formats["periods"]] ?? unit}` : "";
}

/** "2026-03-04T09:00:00Z" -> "March 4, 2026" ("4 de marzo de 2026"), in UTC, as toLocaleDateString (long month) writes it. */
export function formatDate(isoDateTime: string | null | undefined, formats: Formats): string {
  const parts = isoDateTime ? partsOf(new Date(isoDateTime), formats) : null;
  return parts ? fill(formats.date, parts) : "";
}

/**
 * "2026-11-26T21:05:00Z" -> "Nov 26, 2026, 9:05 PM" ("26 nov 2026, 9:05 p.m."), in the visitor's
 * time zone, as toLocaleString (medium date, short time) writes it.
 */
export function formatDateTime(isoDateTime: string | null | undefined, formats: Formats): string {
  const date = isoDateTime ? new Date(isoDateTime) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  const hour = date.getHours();
  return fill(formats.dateTime, {
    mon: formats.shortMonths.split(" ")[date.getMonth()],
    day: date.getDate(),
    year: date.getFullYear(),
    hour12: hour % 12 || 12,
    minute: String(date.getMinutes()).padStart(2, "0"),
    period: formats.dayPeriods.split("|")[hour < 12 ? 0 : 1],
  });
}

/** 1247 -> "1,247", as toLocaleString("en-US") writes a whole number. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return "";
  const sign = count < 0 ? "-" : "";
  return `${sign}${String(Math.round(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}

/** "2026-11-04" -> "Nov 4" ("4 nov"): a day of the analytics chart's axis, as toLocaleDateString (short month) writes it. */
export function formatShortDay(isoDate: string | null | undefined, formats: Formats): string {
  const parts = isoDate ? partsOf(new Date(`${isoDate}T00:00:00Z`), formats) : null;
  return parts ? fill(formats.shortDay, parts) : "";
}
