// UTC calendar days as Plausible writes them (YYYY-MM-DD).

const DAY_MS = 86_400_000;

/** Today's UTC date. */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The UTC date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The range of the last `days` days, today included: [today - (days - 1), today]. */
export const lastDays = (today: string, days: number): [string, string] => [addDays(today, 1 - days), today];
