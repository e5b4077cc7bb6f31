import { useEffect, useId, useRef, useState } from "react";
import { stegaClean } from "@sanity/client/stega";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDate, formatPeriod, formatPrice, type Formats } from "#web/shared/ui/format.ts";
import type { DashboardAgentContent } from "#content/contentTypes.ts";
import type { CardAction, SubscriptionActionResult } from "../data/subscriptionActions";
import type { LoadTexts } from "../SectionBody";
import { refusalText, type RefusalTexts } from "../refusalText";
import { changeTiming, formatPriceChange, priceDifference, type ChangeTiming } from "./planChange";
import { planName, planOf, quotaSummary, withValues, type PlanTexts } from "./planContent";

/** When the change applies, in the content's words. */
function timingText(timing: ChangeTiming, current: string, texts: PlanTexts, formats: Formats) {
  if (timing.when === "now") return texts?.appliesNowText ?? "";
  const date = formatDate(timing.date, formats);
  return timing.when === "trial"
    ? withValues(texts?.appliesTrialText, { date })
    : withValues(texts?.appliesLaterText, { date, current });
}

/**
 * A waiting downgrade ("Changes to Starter on December 12, 2026") with Keep, and Change plan: the
 * agent's plans from the content, the current one marked; choosing another says what it costs
 * more or less and when it applies before the customer confirms. A failure keeps the choice.
 */
export function ChangePlan({
  subscription,
  agent,
  texts,
  loadTexts,
  refusals,
  action,
}: {
  subscription: AgentSubscription;
  agent: DashboardAgentContent;
  texts: PlanTexts;
  loadTexts: LoadTexts;
  refusals: RefusalTexts;
  /** The card's action (the route's, `planAction`); the card's status line says how it ended. */
  action: CardAction;
}) {
  const { formats } = useMessages();
  const { asked, result, act } = action;
  // Open since which result: the panel stays open while the customer chooses, while the change is
  // sent and when it is refused; anything that came after (the change done) closes it.
  const [opened, setOpened] = useState<{ after: SubscriptionActionResult | undefined } | null>(null);
  const [chosen, setChosen] = useState(subscription.plan);
  // A refusal the customer has moved on from (the panel opened again, another plan chosen).
  const [dismissed, setDismissed] = useState<SubscriptionActionResult>();
  const toggle = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const focused = useRef(result);
  const panelId = useId();
  const scheduledId = useId();
  const plans = agent.plans ?? [];
  const name = (planId: string) => planName(agent, planId);
  const scheduled = subscription.scheduled_plan;
  const changed = result?.status === "done" && result.kind === "changePlan" ? result : undefined;
  const open =
    opened !== null &&
    (asked?.kind === "changePlan" ||
      result === opened.after ||
      (result?.kind === "changePlan" && result.status === "refused"));
  const busy = asked?.kind === "changePlan" ? (asked.of ?? "change") : null;
  const failure =
    result?.status === "refused" && result.kind === "changePlan" && result !== dismissed
      ? { of: result.of ?? "change", text: refusalText(result.error, refusals, loadTexts) }
      : null;

  // Focus goes where the result is, once it shows: Keep, which comes with a downgrade, else the
  // panel's toggle.
  useEffect(() => {
    if (!changed || changed === focused.current) return;
    const target = changed.reply.scheduled_plan ? keep.current : toggle.current;
    if (!target) return;
    focused.current = changed;
    target.focus();
  });

  function run(of: "change" | "keep", plan: string) {
    if (asked) return;
    act({ subscription: subscription.id, kind: "changePlan", plan, of });
  }

  const onToggle = () => {
    if (open) return setOpened(null);
    setChosen(subscription.plan);
    setDismissed(result);
    setOpened({ after: result });
  };

  const current = planOf(agent, subscription.plan);
  const target = chosen === subscription.plan ? undefined : planOf(agent, chosen);
  const difference = target ? priceDifference(current, target) : null;

  return (
    <div className="change-plan">
      {scheduled ? (
        <div className="plan-card__notice">
          <p id={scheduledId}>
            {withValues(texts?.scheduledText, {
              plan: name(scheduled.plan),
              date: formatDate(scheduled.applies_at, formats),
            })}
          </p>
          <button
            ref={keep}
            type="button"
            className="button button--outline"
            aria-disabled={busy ? true : undefined}
            aria-describedby={scheduledId}
            onClick={() => run("keep", subscription.plan)}
          >
            {busy === "keep"
              ? texts?.keepingPlanLabel
              : withValues(texts?.keepPlanLabel, { plan: name(subscription.plan) })}
          </button>
          {failure?.of === "keep" ? (
            <p className="alert alert--error plan-card__failure" role="alert">
              {failure.text}
            </p>
          ) : null}
        </div>
      ) : null}
      <button
        ref={toggle}
        type="button"
        className="button button--outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
      >
        {texts?.changeLabel}
      </button>
      {open ? (
        // A plan being chosen: the area does not refresh under it (useAreaRefresh).
        <div id={panelId} className="change-plan__panel" data-unsaved="">
          <fieldset className="plan-options" disabled={busy !== null}>
            <legend>{texts?.plansLabel}</legend>
            {plans.map((plan) => {
              const id = stegaClean(plan.planId) ?? "";
              const isCurrent = id === subscription.plan;
              return (
                <label key={id} className="plan-option">
                  <input
                    type="radio"
                    name={`plan-${subscription.id}`}
                    value={id}
                    checked={chosen === id}
                    aria-current={isCurrent ? "true" : undefined}
                    onChange={() => {
                      setChosen(id);
                      setDismissed(result);
                    }}
                  />
                  <span className="plan-option__name">
                    {plan.name}
                    {isCurrent ? <span className="plan-option__badge">{texts?.currentPlanLabel}</span> : null}
                  </span>
                  <span className="plan-option__price figure">
                    {formatPrice(plan.price)}
                    {formatPeriod(plan.period, formats)}
                  </span>
                  <span className="plan-option__quota">{quotaSummary(plan, texts, formats)}</span>
                </label>
              );
            })}
          </fieldset>
          {target ? (
            <div className="change-plan__summary">
              {difference !== null ? (
                <p className="figure">
                  {withValues(texts?.differenceText, {
                    difference: formatPriceChange(difference, target.period, formats),
                  })}
                </p>
              ) : null}
              <p>
                {timingText(
                  changeTiming(subscription, plans, chosen),
                  name(subscription.plan),
                  texts,
                  formats,
                )}
              </p>
              <button
                type="button"
                className="button button--primary"
                aria-disabled={busy ? true : undefined}
                onClick={() => run("change", chosen)}
              >
                {busy === "change"
                  ? texts?.changingLabel
                  : withValues(texts?.confirmChangeLabel, { plan: target.name ?? chosen })}
              </button>
              {failure?.of === "change" ? (
                <p className="alert alert--error plan-card__failure" role="alert">
                  {failure.text}
                </p>
              ) : null}
            </div>
          ) : null}
          <p className="change-plan__billing">{texts?.billingText}</p>
        </div>
      ) : null}
    </div>
  );
}
