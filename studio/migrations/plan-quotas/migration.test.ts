import { readFileSync } from "node:fs";
import type { SanityDocumentLike as Doc } from "sanity";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "../../../content/ndjson";
import { migrateDocuments } from "../../../scripts/tools/migrate-documents";
import migration, { AGENT_QUOTAS } from "./index";

// The migration over agents as they stood (plans with ids, no quotas), run as `npm run content:migrate`
// runs it (and as `sanity migration run` would).

type Quota = { unlimited?: boolean; limit?: number; unit?: string; perPeriod?: boolean };
type Plan = {
  _key: string;
  _type: "plan";
  name: string;
  planId?: string;
  features?: string[];
  quota?: Quota;
};

const plan = (key: string, planId?: string, quota?: Quota): Plan => ({
  _key: key,
  _type: "plan",
  name: planId ?? "?",
  planId,
  ...(quota && { quota }),
});
const agent = (id: string, slug: string, language: string | undefined, plans: Plan[]): Doc => ({
  _id: id,
  _type: "agent",
  ...(language && { language }),
  slug: { _type: "slug", current: slug },
  plans,
});
const plans = () => [plan("a", "starter"), plan("b", "professional"), plan("c", "enterprise")];

const before: Doc[] = [
  agent("agent-data-analyst", "data-analyst", "en", plans()),
  agent("agent-data-analyst-es", "data-analyst", "es", plans()),
  agent("drafts.agent-content-creator", "content-creator", undefined, [
    plan("a", "starter", { unlimited: false, limit: 7, unit: "posts", perPeriod: true }),
    plan("b", "professional"),
    plan("c", "custom"),
  ]),
  agent("agent-new", "new-agent", "en", plans()),
  agent("agent-seo-specialist-fr", "seo-specialist", "fr", plans()),
];

const quotasOf = (documents: Doc[], id: string) =>
  (documents.find((doc) => doc._id === id)!.plans as Plan[]).map(
    (p) =>
      `${p.planId}: ${
        p.quota
          ? `${p.quota.unlimited ? "∞" : p.quota.limit} ${p.quota.unit}${p.quota.perPeriod ? " per period" : ""}`
          : "-"
      }`,
  );

describe("the plan-quotas migration", () => {
  it("gives an agent's plans their quotas by slug and plan id, in the document's language", async () => {
    const after = await migrateDocuments(migration, before);
    expect(quotasOf(after, "agent-data-analyst")).toEqual([
      "starter: 5 data sources",
      "professional: 20 data sources",
      "enterprise: ∞ data sources",
    ]);
    expect(quotasOf(after, "agent-data-analyst-es")).toEqual([
      "starter: 5 fuentes de datos",
      "professional: 20 fuentes de datos",
      "enterprise: ∞ fuentes de datos",
    ]);
  });

  it("writes the schema's quota object: no limit where there is none", async () => {
    const after = await migrateDocuments(migration, before);
    const [starter, , enterprise] = after.find((doc) => doc._id === "agent-data-analyst")!.plans as Plan[];
    expect(starter.quota).toEqual({
      _type: "quota",
      unlimited: false,
      limit: 5,
      unit: "data sources",
      perPeriod: false,
    });
    expect(enterprise.quota).toEqual({
      _type: "quota",
      unlimited: true,
      unit: "data sources",
      perPeriod: false,
    });
  });

  it("keeps a quota set by hand, and gives none to an unknown plan, agent or language: the Studio asks for one", async () => {
    const after = await migrateDocuments(migration, before);
    expect(quotasOf(after, "drafts.agent-content-creator")).toEqual([
      "starter: 7 posts per period",
      "professional: 200 pieces per period",
      "custom: -",
    ]);
    expect(quotasOf(after, "agent-new")).toEqual(["starter: -", "professional: -", "enterprise: -"]);
    expect(quotasOf(after, "agent-seo-specialist-fr")).toEqual([
      "starter: -",
      "professional: -",
      "enterprise: -",
    ]);
  });

  it("changes nothing the second time", async () => {
    const once = await migrateDocuments(migration, before);
    expect(await migrateDocuments(migration, once)).toEqual(once);
  });

  it("has quotas for every plan of the bundled dataset that agree with its features", () => {
    const seed = parseNdjson(readFileSync("studio/seed/production.ndjson", "utf8"));
    const agents = seed.filter((doc) => doc._type === "agent");
    expect(agents.map((doc) => (doc.slug as { current: string }).current).sort()).toEqual(
      [...Object.keys(AGENT_QUOTAS), ...Object.keys(AGENT_QUOTAS)].sort(),
    );
    // A feature that names what is counted says the same limit ("50 pieces/month", "Hasta 5 fuentes
    // de datos", "Unlimited keywords"); some plans' features name none (the marketing strategist's).
    const disagreeing = agents.flatMap((doc) =>
      (doc.plans as Plan[]).flatMap((p) => {
        const { quota } = p;
        if (!quota?.unit) return [`${doc._id} ${p.planId}: no quota`];
        const unit = quota.unit.toLowerCase();
        const naming = (p.features ?? []).map((f) => f.toLowerCase()).filter((f) => f.includes(unit));
        const says = (feature: string) =>
          quota.unlimited
            ? /unlimited|ilimitad/.test(feature)
            : new RegExp(`(^|\\D)${quota.limit} ${unit}`).test(feature);
        return naming.every(says) ? [] : [`${doc._id} ${p.planId}: ${naming.join("; ")}`];
      }),
    );
    expect(disagreeing).toEqual([]);
  });
});
