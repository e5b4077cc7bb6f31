import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { fill, formatDate } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";

type Texts = DashboardPageContent["agentsCard"] | undefined;

/**
 * A subscription's next date, as facts of its list: when a cancelled one stops (it does not
 * renew), else when a trial ends, else when a paid one renews; and a downgrade that waits for the
 * period's end, with its plan's name (`planName`).
 */
export function SubscriptionDates({
  subscription,
  texts,
  planName,
}: {
  subscription: AgentSubscription;
  texts: Texts;
  planName: (planId: string) => string;
}) {
  const { formats } = useMessages();
  const { status, cancel_at: cancelAt, trial_ends_at: trialEnds, current_period_end: renews } = subscription;
  const next =
    status === "cancelled"
      ? null
      : cancelAt
        ? { label: texts?.endsLabel, at: cancelAt }
        : status === "trial" && trialEnds
          ? { label: texts?.trialEndsLabel, at: trialEnds }
          : renews
            ? { label: texts?.renewsLabel, at: renews }
            : null;
  const scheduled = status === "cancelled" ? null : subscription.scheduled_plan;
  return (
    <>
      {next ? (
        <div>
          <dt>{next.label}</dt>
          <dd>{formatDate(next.at, formats)}</dd>
        </div>
      ) : null}
      {scheduled ? (
        <div>
          <dt>{texts?.nextPlanLabel}</dt>
          <dd>
            {fill(texts?.nextPlanText ?? "", {
              plan: planName(scheduled.plan),
              date: formatDate(scheduled.applies_at, formats),
            })}
          </dd>
        </div>
      ) : null}
    </>
  );
}
