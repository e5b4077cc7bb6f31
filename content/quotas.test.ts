import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSeedDataset } from "./seedDataset";
import { planQuotas, quotaLimit, usageLevel } from "./quotas";

const quota = (limit: number | undefined, unlimited = false) => ({
  _type: "quota",
  unlimited,
  limit,
  unit: "pieces",
  perPeriod: true,
});
const agent = (id: string, slug: string, language: string | undefined, ...plans: unknown[]) => ({
  _id: id,
  _type: "agent",
  language,
  slug: { _type: "slug", current: slug },
  plans,
});

describe("quotaLimit", () => {
  it("is the limit, null for no limit (whatever limit is left), undefined for no quota or no limit", () => {
    expect(quotaLimit(quota(50))).toBe(50);
    expect(quotaLimit(quota(50, true))).toBeNull();
    expect(quotaLimit(quota(undefined, true))).toBeNull();
    expect(quotaLimit(quota(undefined))).toBeUndefined();
    expect(quotaLimit({ unit: "pieces", limit: null })).toBeUndefined();
    expect(quotaLimit(null)).toBeUndefined();
    expect(quotaLimit(undefined)).toBeUndefined();
  });
});

describe("planQuotas", () => {
  it("reads each English agent's plans' limits by slug and plan id, null for no limit", () => {
    const documents = [
      agent(
        "agent-a",
        "a",
        "en",
        { planId: "starter", quota: quota(50) },
        { planId: "enterprise", quota: quota(undefined, true) },
      ),
      agent("agent-b", "b", undefined, { planId: "starter", quota: quota(5) }),
    ];
    expect(planQuotas(documents)).toEqual({ a: { starter: 50, enterprise: null }, b: { starter: 5 } });
  });

  it("leaves out translations, drafts, other types, and plans without an id or a quota", () => {
    const documents = [
      agent(
        "agent-a",
        "a",
        "en",
        { planId: "starter" },
        { quota: quota(3) },
        { planId: "pro", quota: quota(9) },
      ),
      agent("agent-a-es", "a", "es", { planId: "starter", quota: quota(7) }),
      agent("drafts.agent-c", "c", "en", { planId: "starter", quota: quota(1) }),
      { _id: "page-a", _type: "page", slug: { current: "a" }, plans: [{ planId: "x", quota: quota(2) }] },
      null,
      "not a document",
    ];
    expect(planQuotas(documents)).toEqual({ a: { pro: 9 } });
  });

  it("has every plan of the bundled dataset's six agents", () => {
    const file = "studio/seed/production.ndjson";
    expect(planQuotas(parseSeedDataset(readFileSync(file, "utf8"), file))).toEqual({
      "content-creator": { starter: 50, professional: 200, enterprise: null },
      "seo-specialist": { starter: 50, professional: 200, enterprise: null },
      "social-media-manager": { starter: 60, professional: null, enterprise: null },
      "customer-support": { starter: 500, professional: 1000, enterprise: null },
      "data-analyst": { starter: 5, professional: 20, enterprise: null },
      "marketing-strategist": { starter: 10, professional: 40, enterprise: null },
    });
  });
});

describe("usageLevel", () => {
  it("is ok below 80 %, near from 80 %, reached from 100 %", () => {
    expect(usageLevel(0, 50)).toEqual({ share: 0, level: "ok" });
    expect(usageLevel(159, 200)).toEqual({ share: 0.795, level: "ok" });
    expect(usageLevel(160, 200)).toEqual({ share: 0.8, level: "near" });
    expect(usageLevel(4, 5)).toEqual({ share: 0.8, level: "near" });
    expect(usageLevel(199, 200)).toEqual({ share: 0.995, level: "near" });
    expect(usageLevel(200, 200)).toEqual({ share: 1, level: "reached" });
  });

  it("keeps the share between 0 and 1 past the limit and below nothing", () => {
    expect(usageLevel(230, 200)).toEqual({ share: 1, level: "reached" });
    expect(usageLevel(-3, 200)).toEqual({ share: 0, level: "ok" });
    expect(usageLevel(Number.NaN, 200)).toEqual({ share: 0, level: "ok" });
  });

  it("has no share without a limit, and is never near it", () => {
    expect(usageLevel(0, null)).toEqual({ share: null, level: "ok" });
    expect(usageLevel(1_000_000, null)).toEqual({ share: null, level: "ok" });
  });
});
