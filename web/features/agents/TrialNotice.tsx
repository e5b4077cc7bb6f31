import { Link } from "react-router";
import type { TrialTexts } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import type { TrialState } from "./useStartTrial";
import { withAgentName } from "./trial";

type TrialNoticeProps = {
  state: TrialState;
  texts: TrialTexts | null | undefined;
  agentName: string;
  onRetry: () => void;
  /** Adds the link to the dashboard after the already-started message (not on the dashboard itself). */
  linkToDashboard?: boolean;
};

export function TrialNotice({ state, texts, agentName, onRetry, linkToDashboard }: TrialNoticeProps) {
  const localized = useLocalizedPath();
  if (state === "exists") {
    return (
      <div className="alert alert--success trial-notice">
        <p role="alert">
          {withAgentName(texts?.trialExistsText, agentName)}{" "}
          {linkToDashboard ? (
            <Link to={localized(paths.dashboard)}>{texts?.trialDashboardLinkLabel}</Link>
          ) : null}
        </p>
      </div>
    );
  }
  if (state === "failed") {
    return (
      <div className="alert alert--error trial-notice">
        <p role="alert">{texts?.trialFailedText}</p>
        <button type="button" className="button button--outline" onClick={onRetry}>
          {texts?.trialRetryLabel}
        </button>
      </div>
    );
  }
  return null;
}
