import { at, defineMigration, set } from "sanity/migrate";

// Run against a project: `npx sanity migration run plan-quotas` in studio/ (a dry run by default;
// add --no-dry-run to write). The bundled dataset was moved by the same code:
// `npm run content:migrate -- plan-quotas`.

type Language = "en" | "es";

/** An agent's quotas: what they count in each language, whether per period, each plan's limit (null: none). */
type AgentQuotas = {
  unit: Record<Language, string>;
  perPeriod: boolean;
  limits: Record<string, number | null>;
};

/**
 * Each agent's quotas by slug and plan id, as its plans' features said them in November 2026
 * ("50 pieces/month", "Up to 5 data sources", "Unlimited keywords"). The marketing strategist's
 * features name no number: its quota of campaign briefs was decided with this migration (issue 48).
 */
export const AGENT_QUOTAS: Record<string, AgentQuotas> = {
  "content-creator": {
    unit: { en: "pieces", es: "piezas" },
    perPeriod: true,
    limits: { starter: 50, professional: 200, enterprise: null },
  },
  "seo-specialist": {
    unit: { en: "keywords", es: "palabras clave" },
    perPeriod: false,
    limits: { starter: 50, professional: 200, enterprise: null },
  },
  "social-media-manager": {
    unit: { en: "scheduled posts", es: "publicaciones programadas" },
    perPeriod: true,
    limits: { starter: 60, professional: null, enterprise: null },
  },
  "customer-support": {
    unit: { en: "interactions", es: "interacciones" },
    perPeriod: true,
    limits: { starter: 500, professional: 1000, enterprise: null },
  },
  "data-analyst": {
    unit: { en: "data sources", es: "fuentes de datos" },
    perPeriod: false,
    limits: { starter: 5, professional: 20, enterprise: null },
  },
  "marketing-strategist": {
    unit: { en: "campaign briefs", es: "briefs de campaña" },
    perPeriod: true,
    limits: { starter: 10, professional: 40, enterprise: null },
  },
};

type Plan = { _key: string; planId?: string; quota?: unknown };

/** The quota of the plan `planId` of the agent `slug` in `language`, as the schema's `quota` holds it; none if the table has none. */
export function quotaOf(slug: string, planId: string, language: string) {
  const agent = Object.hasOwn(AGENT_QUOTAS, slug) ? AGENT_QUOTAS[slug] : undefined;
  const unit = agent && Object.hasOwn(agent.unit, language) ? agent.unit[language as Language] : undefined;
  if (!agent || !unit || !Object.hasOwn(agent.limits, planId)) return undefined;
  const limit = agent.limits[planId];
  return limit === null
    ? { _type: "quota", unlimited: true, unit, perPeriod: agent.perPeriod }
    : { _type: "quota", unlimited: false, limit, unit, perPeriod: agent.perPeriod };
}

export default defineMigration({
  title: "Each agent's plans get a quota (a limit and what it counts, or no limit), in every language",
  documentTypes: ["agent"],
  migrate: {
    document(doc) {
      const slug = (doc.slug as { current?: string } | undefined)?.current;
      const language = typeof doc.language === "string" ? doc.language : "en";
      if (!slug) return [];
      // A plan keeps a quota it has; one whose agent, plan id or language the table lacks gets none,
      // and the Studio asks for it.
      return ((doc.plans as Plan[] | undefined) ?? []).flatMap((plan) => {
        const quota = plan.quota || !plan.planId ? undefined : quotaOf(slug, plan.planId, language);
        return quota ? [at(["plans", { _key: plan._key }, "quota"], set(quota))] : [];
      });
    },
  },
});
