import { useEffect, useId, useRef, useState } from "react";
import { stegaClean } from "@sanity/client/stega";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDate, formatPeriod, formatPrice, type Formats } from "#web/shared/ui/format.ts";
import type { DashboardAgentContent } from "#content/contentTypes.ts";
import type { SubscriptionAction } from "../data/useSubscriptionActions";
import type { LoadTexts } from "../SectionBody";
import { refusalText, type RefusalTexts } from "../refusalText";
import { changeTiming, formatPriceChange, priceDifference, type ChangeTiming } from "./planChange";
import { planName, planOf, quotaSummary, withValues, type PlanTexts } from "./planContent";

type Act = (id: string, action: SubscriptionAction) => Promise<AgentSubscription>;

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
  act,
  onDone,
}: {
  subscription: AgentSubscription;
  agent: DashboardAgentContent;
  texts: PlanTexts;
  loadTexts: LoadTexts;
  refusals: RefusalTexts;
  act: Act;
  /** The result in words, for the card's status line ("" when the card itself shows it). */
  onDone: (message: string) => void;
}) {
  const { formats } = useMessages();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(subscription.plan);
  const [busy, setBusy] = useState<"change" | "keep" | null>(null);
  const [failure, setFailure] = useState<{ of: "change" | "keep"; text: string } | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<(() => void) | null>(null);
  const panelId = useId();
  const scheduledId = useId();
  const plans = agent.plans ?? [];
  const name = (planId: string) => planName(agent, planId);
  const scheduled = subscription.scheduled_plan;

  // Focus goes where the result is, once it shows (a Keep button appears with a downgrade).
  useEffect(() => {
    focusNext.current?.();
    focusNext.current = null;
  });

  async function run(of: "change" | "keep", plan: string) {
    if (busy) return;
    setBusy(of);
    setFailure(null);
    onDone("");
    try {
      const reply = await act(subscription.id, { kind: "changePlan", plan });
      setOpen(false);
      if (reply.scheduled_plan) {
        focusNext.current = () => keep.current?.focus();
      } else {
        focusNext.current = () => toggle.current?.focus();
        onDone(withValues(of === "keep" ? texts?.keptText : texts?.changedText, { plan: name(reply.plan) }));
      }
    } catch (error) {
      setFailure({ of, text: refusalText(error, refusals, loadTexts) });
    } finally {
      setBusy(null);
    }
  }

  const onToggle = () => {
    if (!open) {
      setChosen(subscription.plan);
      setFailure(null);
    }
    setOpen(!open);
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
        <div id={panelId} className="change-plan__panel">
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
                      setFailure(null);
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
