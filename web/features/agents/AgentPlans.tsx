import type { AgentPageLabels, PlanContent as Plan } from "#content/contentTypes.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { stegaClean } from "@sanity/client/stega";
import { withTrial } from "#web/shared/auth/returnTarget.ts";
import { formatPeriod } from "#web/shared/ui/format.ts";
import { PriceCard } from "#web/shared/ui/PriceCard.tsx";

export type PlanLabels = Pick<
  NonNullable<AgentPageLabels>,
  "popularLabel" | "popularPlanButton" | "planButton" | "planCtaHref"
>;

type AgentPlansProps = {
  plans: Plan[] | null;
  labels: PlanLabels | null;
  /** The agent whose plans these are: each card's button carries a free trial of its plan. */
  agentSlug: string | null;
  headingLevel?: 3 | 4;
};

/** The CMS's link (e.g. /signup), carrying a trial of this agent's plan. */
function planHref(href: string | null | undefined, agentSlug: string | null, planId: string | null) {
  const slug = stegaClean(agentSlug);
  const plan = stegaClean(planId);
  return withTrial(stegaClean(href) ?? "", slug && plan ? { agentSlug: slug, plan } : null);
}

export function AgentPlans({ plans, labels, agentSlug, headingLevel }: AgentPlansProps) {
  const { formats } = useMessages();
  return (
    <div className="price-grid">
      {(plans ?? []).map((plan) => (
        <PriceCard
          key={plan._key}
          name={plan.name}
          price={plan.price}
          priceNote={formatPeriod(plan.period, formats)}
          features={plan.features}
          popular={plan.popular}
          badge={labels?.popularLabel}
          cta={{
            label: (plan.popular ? labels?.popularPlanButton : labels?.planButton) ?? null,
            href: planHref(labels?.planCtaHref, agentSlug, plan.planId),
          }}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
