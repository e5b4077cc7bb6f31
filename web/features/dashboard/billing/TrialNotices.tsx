import { useId, useState } from "react";
import type { AgentSubscription, PaymentMethod } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDate } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { agentOf } from "../plan/planContent";
import { withValues } from "./billingTexts";
import { PortalButton } from "./PortalButton";
import { trialsEndingWithoutCard } from "./trialNotices";
import "./billing.css";

/**
 * "Add a payment method before December 9, 2030 to keep Content Creator.", for each trial that
 * ends within 7 days with no card on file, each with a button to the hosted billing page. Shown
 * in Billing and in Usage and plan; nothing while the card or the subscriptions are not known.
 */
export function TrialNotices({
  subscriptions,
  paymentMethod,
  content,
}: {
  subscriptions: readonly AgentSubscription[];
  paymentMethod: PaymentMethod | null | undefined;
  content: DashboardPageContent | null | undefined;
}) {
  const [now] = useState(() => Date.now());
  const trials = trialsEndingWithoutCard(subscriptions, paymentMethod, now);
  if (!trials.length) return null;
  return (
    <ul className="billing-notices">
      {trials.map((trial) => (
        <TrialNotice key={trial.id} trial={trial} content={content} />
      ))}
    </ul>
  );
}

function TrialNotice({
  trial,
  content,
}: {
  trial: AgentSubscription;
  content: DashboardPageContent | null | undefined;
}) {
  const { formats } = useMessages();
  const id = useId();
  const texts = content?.billingArea;
  const agent = agentOf(content?.agents, trial.agent_slug)?.name ?? trial.agent_slug;
  return (
    <li className="alert billing-notice">
      <p id={id}>
        {withValues(texts?.trialNoticeText, { date: formatDate(trial.trial_ends_at, formats), agent })}
      </p>
      <PortalButton
        purpose="payment_method"
        label={texts?.trialNoticeActionLabel}
        describedBy={id}
        className="button button--primary"
        texts={texts}
        loadTexts={content?.loadStates}
        refusals={content?.refusals}
      />
    </li>
  );
}
