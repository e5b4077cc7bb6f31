import type { RefusalTexts } from "../refusalText";
import { useId } from "react";
import { useFetcher } from "react-router";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatPeriod, formatPrice } from "#web/shared/ui/format.ts";
import type { DashboardAgentContent } from "#content/contentTypes.ts";
import type {
  CardAction,
  SubscriptionActionRequest,
  SubscriptionActionResult,
} from "../data/subscriptionActions";
import type { LoadTexts } from "../SectionBody";
import { CancelSubscription } from "./CancelSubscription";
import { isCancelling } from "./cancellation";
import { ChangePlan } from "./ChangePlan";
import { planName, planOf, withValues, type PlanTexts } from "./planContent";
import { UsageMeter, type UsageState } from "./UsageMeter";

/**
 * One subscription: its agent (from the content), plan and status, usage this period, and what
 * the customer can do to it (the route's action, through the card's fetcher); a status line says
 * how an action ended.
 */
export function PlanCard({
  subscription: listed,
  agent,
  usage,
  texts,
  loadTexts,
  refusals,
  now,
}: {
  subscription: AgentSubscription;
  agent: DashboardAgentContent | undefined;
  usage: UsageState;
  texts: PlanTexts;
  loadTexts: LoadTexts;
  refusals: RefusalTexts;
  now: number;
}) {
  const { formats } = useMessages();
  const fetcher = useFetcher<SubscriptionActionResult>();
  const asked = fetcher.state === "submitting" ? (fetcher.json as SubscriptionActionRequest) : null;
  const action: CardAction = {
    asked,
    result: asked ? undefined : fetcher.data,
    act: (request) => void fetcher.submit(request, { method: "post", encType: "application/json" }),
  };
  // The backend's reply while the area's reads start again; then the list as read, which shows
  // the reply until it answers.
  const subscription =
    fetcher.state === "loading" && fetcher.data?.status === "done" ? fetcher.data.reply : listed;
  const headingId = useId();
  const agentName = agent?.name || subscription.agent_slug;
  const message = doneText(action.result, agentName, (id) => planName(agent, id), texts);
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
          action={action}
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
          action={action}
          now={now}
        />
      </footer>
    </article>
  );
}

/**
 * How the card's last action ended, for its status line: a plan changed, or a downgrade taken
 * back (Keep), a cancellation taken back; nothing for a downgrade that waits (its Keep takes the
 * focus) or a cancellation (its Resume does), nor for a refusal (said where it was asked).
 */
function doneText(
  result: SubscriptionActionResult | undefined,
  agentName: string,
  name: (planId: string) => string,
  texts: PlanTexts,
): string {
  if (result?.status !== "done") return "";
  if (result.kind === "resume") return withValues(texts?.resumedText, { agent: agentName });
  if (result.kind !== "changePlan" || result.reply.scheduled_plan) return "";
  return withValues(result.of === "keep" ? texts?.keptText : texts?.changedText, {
    plan: name(result.reply.plan),
  });
}
