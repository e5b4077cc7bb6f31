import type { Usage } from "#web/shared/api/backend.ts";
import { quotaLimit, usageLevel, type QuotaFields, type UsageLevel } from "#content/quotas.ts";

/**
 * A subscription's use against the limit the backend enforces: `counted` when it has a limit (with
 * its share, 0 to 1, and level), `unlimited`, or `uncounted` when the content has no quota for the
 * plan, which gives the unit (content that lags the backend: the count alone is shown).
 * `perPeriod` (the content's) is false for an allowance held at any time. The content's own limit
 * is never shown: where it differs, it is reported (`quotaDisagreement`).
 */
export type UsageFigures =
  | { kind: "counted"; used: number; limit: number; share: number; level: UsageLevel; perPeriod: boolean }
  | { kind: "unlimited"; used: number; perPeriod: boolean }
  | { kind: "uncounted"; used: number };

export function usageFigures(
  { used, limit }: Pick<Usage, "used" | "limit">,
  quota: QuotaFields | null | undefined,
): UsageFigures {
  if (!quota?.unit) return { kind: "uncounted", used };
  const perPeriod = quota.perPeriod !== false;
  if (limit === null) return { kind: "unlimited", used, perPeriod };
  const { share, level } = usageLevel(used, limit);
  return { kind: "counted", used, limit, share: share ?? 1, level, perPeriod };
}

/**
 * What the content's quota of a plan says that the backend's limit does not ("content-creator
 * starter: the content's quota is 40, the backend's limit is 50"), for the backend's team; null
 * when they agree or the content has no quota for it.
 */
export function quotaDisagreement(
  { agent, plan }: { agent: string; plan: string },
  backendLimit: Usage["limit"],
  quota: QuotaFields | null | undefined,
): string | null {
  const contentLimit = quotaLimit(quota);
  if (contentLimit === undefined || contentLimit === backendLimit) return null;
  const words = (limit: number | null) => (limit === null ? "unlimited" : String(limit));
  return `${agent} ${plan}: the content's quota is ${words(contentLimit)}, the backend's limit is ${words(backendLimit)}`;
}
