import { DEFAULT_LANGUAGE } from "./languages";

// A plan's quota (schemas/objects/quota.ts) as a number, and a customer's use against it: the
// backend's stand-in takes its limits from the bundled dataset (planQuotas), the client area
// sets the backend's usage against the content's quota (usageLevel). docs/client-area.md#quotas.

/** A plan's quota as content holds it and the queries return it. */
export type QuotaFields = {
  unlimited?: boolean | null;
  limit?: number | null;
  unit?: string | null;
  perPeriod?: boolean | null;
};

/**
 * A quota's limit: a whole number of what it counts, `null` for no limit, `undefined` for no quota
 * (or one without a limit that is not unlimited: content validation refuses both).
 */
export function quotaLimit(quota: QuotaFields | null | undefined): number | null | undefined {
  if (!quota) return undefined;
  if (quota.unlimited) return null;
  return typeof quota.limit === "number" && Number.isFinite(quota.limit) ? quota.limit : undefined;
}

type AgentFields = {
  _id?: unknown;
  _type?: unknown;
  language?: unknown;
  slug?: { current?: unknown } | null;
  plans?: { planId?: unknown; quota?: QuotaFields | null }[] | null;
};

/**
 * Each agent's plans' limits (`null`: no limit) by agent slug and plan id, from the published
 * English agents among a dataset's documents (the limits are the same in every language; content
 * validation holds the translations to them). A plan without an id or a quota is left out.
 */
export function planQuotas(documents: readonly unknown[]): Record<string, Record<string, number | null>> {
  const quotas: Record<string, Record<string, number | null>> = {};
  for (const value of documents) {
    const doc = (value ?? {}) as AgentFields;
    const published =
      typeof doc._id === "string" && !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions.");
    const english = doc.language === undefined || doc.language === null || doc.language === DEFAULT_LANGUAGE;
    const slug = doc.slug?.current;
    if (doc._type !== "agent" || !published || !english || typeof slug !== "string") continue;
    const plans: Record<string, number | null> = {};
    for (const plan of doc.plans ?? []) {
      const limit = quotaLimit(plan?.quota);
      if (typeof plan?.planId === "string" && limit !== undefined) plans[plan.planId] = limit;
    }
    quotas[slug] = plans;
  }
  return quotas;
}

/** From this share of a quota on, a customer is told they are near it. */
export const NEAR_QUOTA = 0.8;

export type UsageLevel = "ok" | "near" | "reached";

/**
 * What `used` is of a quota's limit (`null`: no limit): its `share`, from 0 to 1 (1 past the limit
 * too; `null` without a limit), and its `level`: "near" from 80 %, "reached" from 100 %.
 */
export function usageLevel(used: number, quota: number | null): { share: number | null; level: UsageLevel } {
  if (quota === null) return { share: null, level: "ok" };
  const count = Number.isFinite(used) ? Math.max(0, used) : 0;
  if (quota <= 0 || count >= quota) return { share: 1, level: "reached" };
  return { share: count / quota, level: count >= quota * NEAR_QUOTA ? "near" : "ok" };
}
