import type { AgentPageLabels, PlanContent as Plan } from "@content/contentTypes";
import { formatPeriod } from "~/shared/ui/format";
import { PriceCard } from "~/shared/ui/PriceCard";

/** The plan cards' texts from the agents page. */
export type PlanLabels = Pick<
  NonNullable<AgentPageLabels>,
  "popularLabel" | "popularPlanButton" | "planButton" | "planCtaHref"
>;

type AgentPlansProps = { plans: Plan[] | null; labels: PlanLabels | null; headingLevel?: 3 | 4 };

/** An agent's plans as three cards, each priced per its period. */
export function AgentPlans({ plans, labels, headingLevel }: AgentPlansProps) {
  return (
    <div className="price-grid">
      {(plans ?? []).map((plan) => (
        <PriceCard
          key={plan._key}
          name={plan.name}
          price={plan.price}
          priceNote={formatPeriod(plan.period)}
          features={plan.features}
          popular={plan.popular}
          badge={labels?.popularLabel}
          cta={{
            label: (plan.popular ? labels?.popularPlanButton : labels?.planButton) ?? null,
            href: labels?.planCtaHref ?? null,
          }}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
