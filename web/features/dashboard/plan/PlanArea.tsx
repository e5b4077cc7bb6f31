import { useState } from "react";
import { Link } from "react-router";
import type { AgentSubscription, PaymentMethodOnFile, Usage } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { paths } from "#content/paths.ts";
import type { BackendLoad, BackendSection } from "../data/loadState";
import { TrialNotices } from "../billing/TrialNotices";
import { useQuotaDisagreementReports } from "../data/quotaReports";
import { LoadNote } from "../SectionBody";
import { agentOf } from "./planContent";
import { PlanCard } from "./PlanCard";
import { PlanPlaceholder } from "./PlanPlaceholder";
import type { UsageState } from "./UsageMeter";
// With the area's code: only this area needs it (web/root.tsx inlines none of the dashboard's CSS).
import "./plan.css";

function usageOf(usage: BackendLoad<Usage[]>, subscriptionId: string): UsageState {
  if (usage.status === "loading") return usage;
  const found =
    usage.status === "loaded" && usage.value.find((item) => item.subscription_id === subscriptionId);
  return found ? { status: "loaded", usage: found } : { status: "missing" };
}

/**
 * The Usage and plan area's body: each subscription that has not ended with its usage against
 * its plan's quota, changing its plan, cancelling and resuming. The subscriptions and the usage
 * load and fail apart: without the usage, the plans still show.
 */
export function PlanArea({
  content,
  subscriptions,
  usage,
  paymentMethod,
  marked,
}: {
  content: DashboardPageQueryResult;
  subscriptions: BackendSection<AgentSubscription>;
  usage: BackendLoad<Usage[]>;
  /** The card on file: a trial ending with none is told to add one (Billing's notice). */
  paymentMethod?: BackendLoad<PaymentMethodOnFile>;
  /** The subscriptions a refresh has just changed (useChanges). */
  marked?: ReadonlySet<string>;
}) {
  const texts = content?.planArea;
  const loadTexts = content?.loadStates;
  const localized = useLocalizedPath();
  // One "now" for the visit: whether a cancellation can still be taken back.
  const [now] = useState(() => Date.now());
  useQuotaDisagreementReports(subscriptions, usage, content?.agents);

  if (subscriptions.status === "loading") return <PlanPlaceholder loadTexts={loadTexts} />;
  if (subscriptions.status === "unconfigured" || subscriptions.status === "failed") {
    return <LoadNote load={subscriptions} texts={loadTexts} />;
  }
  // Ended subscriptions are left out: nothing can be done to them here, and the Agents area lists them.
  const list = subscriptions.status === "loaded" ? subscriptions.items : [];
  const current = list.filter((subscription) => subscription.status !== "cancelled");
  if (!current.length) {
    return (
      <div className="plan-empty">
        <p className="dashboard-section__note">{texts?.emptyText}</p>
        <Link to={localized(paths.agents)} className="button button--primary">
          {texts?.emptyLinkLabel}
        </Link>
      </div>
    );
  }
  return (
    <div className="plan-area">
      <TrialNotices
        subscriptions={current}
        paymentMethod={paymentMethod?.status === "loaded" ? paymentMethod.value.payment_method : undefined}
        content={content}
      />
      {usage.status === "failed" ? (
        <div className="plan-area__usage-fault">
          <p className="dashboard-section__note">{texts?.usageFailedText}</p>
          <LoadNote load={usage} texts={loadTexts} />
        </div>
      ) : null}
      <ul className="dashboard-list">
        {current.map((subscription) => (
          <li
            key={subscription.id}
            className={marked?.has(subscription.id) ? "dashboard-item dashboard-changed" : "dashboard-item"}
          >
            <PlanCard
              subscription={subscription}
              agent={agentOf(content?.agents, subscription.agent_slug)}
              usage={usageOf(usage, subscription.id)}
              texts={texts}
              loadTexts={loadTexts}
              refusals={content?.refusals}
              now={now}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
