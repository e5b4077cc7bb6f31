import type { AgentPageQueryResult } from "~/shared/content/sanity.types";
import { formatPeriod } from "~/shared/ui/format";
import { PlanCard } from "./PlanCard";

type Plan = NonNullable<NonNullable<AgentPageQueryResult["agent"]>["plans"]>[number];
type PlanLabels = Pick<
  NonNullable<AgentPageQueryResult["labels"]>,
  "popularLabel" | "popularPlanButton" | "planButton" | "planCtaHref"
>;

type AgentPlansProps = { plans: Plan[] | null; labels: PlanLabels | null; headingLevel?: 3 | 4 };

/** An agent's plans as three cards, each priced per its period. */
export function AgentPlans({ plans, labels, headingLevel }: AgentPlansProps) {
  return (
    <div className="plan-grid">
      {(plans ?? []).map((plan) => (
        <PlanCard
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
