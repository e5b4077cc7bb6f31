import { Link } from "react-router";
import type { AgentSubscription } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import type { BackendSection } from "../data/loadState";
import { DashboardSection } from "../DashboardSection";
import "./overview-cards.css";

/**
 * For a customer without an agent (the subscriptions read answered with none): an invitation to
 * start a free trial, leading to the agents' page, where each agent's Start Free Trial starts
 * one and comes back here. Nothing while the subscriptions load or when they fail (their
 * sections say so), nor once there is one.
 */
export function TrialInvitation({
  subscriptions,
  texts,
}: {
  subscriptions: BackendSection<AgentSubscription>;
  texts: DashboardPageContent["trialInvitation"] | undefined;
}) {
  const localized = useLocalizedPath();
  if (subscriptions.status !== "empty") return null;
  return (
    <DashboardSection title={texts?.title} className="trial-invitation">
      <p>{texts?.text}</p>
      <Link to={localized(paths.agents)} className="button button--primary">
        {texts?.linkLabel}
      </Link>
    </DashboardSection>
  );
}
