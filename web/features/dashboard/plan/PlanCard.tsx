import type { RefusalTexts } from "../refusalText";
import { useId, useState } from "react";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatPeriod, formatPrice } from "#web/shared/ui/format.ts";
import type { DashboardAgentContent } from "#content/contentTypes.ts";
import type { SubscriptionAction } from "../data/useSubscriptionActions";
import type { LoadTexts } from "../SectionBody";
import { CancelSubscription } from "./CancelSubscription";
import { isCancelling } from "./cancellation";
import { ChangePlan } from "./ChangePlan";
import { planName, planOf, type PlanTexts } from "./planContent";
import { UsageMeter, type UsageState } from "./UsageMeter";

/**
 * One subscription: its agent (from the content), plan and status, usage this period, and what
 * the customer can do to it; a status line says how an action ended.
 */
export function PlanCard({
  subscription,
  agent,
  usage,
  texts,
  loadTexts,
  refusals,
  act,
  now,
}: {
  subscription: AgentSubscription;
  agent: DashboardAgentContent | undefined;
  usage: UsageState;
  texts: PlanTexts;
  loadTexts: LoadTexts;
  refusals: RefusalTexts;
  act: (id: string, action: SubscriptionAction) => Promise<AgentSubscription>;
  now: number;
}) {
  const { formats } = useMessages();
  const [message, setMessage] = useState("");
  const headingId = useId();
  const agentName = agent?.name || subscription.agent_slug;
  const plan = planOf(agent, subscription.plan);
  const status = subscription.status === "cancelled" ? null : texts?.statusLabels?.[subscription.status];
  // A plan is changed while the subscription goes on: a cancelled one is resumed first.
  const changeable = !!agent?.plans?.length && !isCancelling(subscription, now);
  return (
    <article className="plan-card" aria-labelledby={headingId}>
      <header className="plan-card__header">
        <h2 id={headingId}>{agentName}</h2>
        {status ? <span className={`status status--${subscription.status}`}>{status}</span> : null}
      </header>
      <p className="plan-card__plan">
        {texts?.planLabel}: <strong>{planName(agent, subscription.plan)}</strong>
        {typeof plan?.price === "number" ? (
          <span className="figure">
            {" · "}
            {formatPrice(plan.price)}
            {formatPeriod(plan.period, formats)}
          </span>
        ) : null}
      </p>
      <UsageMeter
        usage={usage}
        quota={plan?.quota}
        agentHeadingId={headingId}
        texts={texts}
        loadTexts={loadTexts}
      />
      {agent && changeable ? (
        <ChangePlan
          subscription={subscription}
          agent={agent}
          texts={texts}
          loadTexts={loadTexts}
          refusals={refusals}
          act={act}
          onDone={setMessage}
        />
      ) : null}
      <footer className="plan-card__footer">
        <p className="plan-card__message" role="status">
          {message}
        </p>
        <CancelSubscription
          subscription={subscription}
          agentName={agentName}
          scheduledPlanName={
            subscription.scheduled_plan ? planName(agent, subscription.scheduled_plan.plan) : null
          }
          texts={texts}
          loadTexts={loadTexts}
          refusals={refusals}
          act={act}
          now={now}
          onDone={setMessage}
        />
      </footer>
    </article>
  );
}
