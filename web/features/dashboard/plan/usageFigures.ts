import { quotaLimit, usageLevel, type QuotaFields, type UsageLevel } from "#content/quotas.ts";

/**
 * A subscription's use against its plan's quota: `counted` when the quota has a limit (with its
 * share, 0 to 1, and level), `unlimited`, or `uncounted` when the content has no quota for the
 * plan (content that lags the backend: the count alone is shown). `perPeriod` is false for an
 * allowance held at any time.
 */
export type UsageFigures =
  | { kind: "counted"; used: number; limit: number; share: number; level: UsageLevel; perPeriod: boolean }
  | { kind: "unlimited"; used: number; perPeriod: boolean }
  | { kind: "uncounted"; used: number };

export function usageFigures(used: number, quota: QuotaFields | null | undefined): UsageFigures {
  const limit = quotaLimit(quota);
  if (limit === undefined || !quota?.unit) return { kind: "uncounted", used };
  const perPeriod = quota.perPeriod !== false;
  if (limit === null) return { kind: "unlimited", used, perPeriod };
  const { share, level } = usageLevel(used, limit);
  return { kind: "counted", used, limit, share: share ?? 1, level, perPeriod };
}
