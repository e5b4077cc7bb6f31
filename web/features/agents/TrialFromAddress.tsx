import { stegaClean } from "@sanity/client/stega";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { TrialTexts } from "#content/contentTypes.ts";
import type { TrialChoice } from "#web/shared/auth/returnTarget.ts";
import { withoutTrial } from "#web/shared/auth/returnTarget.ts";
import { useTrialChoice } from "#web/shared/auth/useAccountJourney.ts";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { TrialNotice } from "./TrialNotice";
import { useStartTrial } from "./useStartTrial";

/**
 * Starts the trial in the address (`?trial=…&plan=…`) before showing `children`, which then load
 * with it. Once started or refused, it leaves the address; a failed one stays, so a reload retries.
 */
export function TrialFromAddress({
  texts,
  children,
}: {
  texts: TrialTexts | undefined;
  children: ReactNode;
}) {
  const fromAddress = useTrialChoice();
  const { agents } = useRootData();
  const { state, start } = useStartTrial();
  const location = useLocation();
  const navigate = useNavigate();
  // The trial asked for, kept once it has left the address for the notice to name its agent.
  const [asked, setAsked] = useState<TrialChoice | null>(null);
  const askedKey = useRef<string | null>(null);

  const run = async (choice: TrialChoice) => {
    setAsked(choice);
    const outcome = await start(choice);
    if (outcome === "started" || outcome === "exists") {
      navigate(withoutTrial(location.pathname, location.search, location.hash), { replace: true });
    }
  };

  useEffect(() => {
    const key = fromAddress && `${fromAddress.agentSlug}/${fromAddress.plan}`;
    if (!fromAddress || askedKey.current === key) return;
    askedKey.current = key;
    void run(fromAddress);
    // Each trial in the address is started once; `run` reads the address when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromAddress]);

  if (state === "starting" || (fromAddress && state === "idle")) {
    return (
      <div className="loading-screen" role="status">
        <span className="spinner" aria-hidden="true" />
        {texts?.trialStartingLabel}
      </div>
    );
  }
  const agentName = agents.find((agent) => stegaClean(agent.slug) === asked?.agentSlug)?.name ?? "";
  return (
    <>
      {asked ? (
        <div className="container trial-notice-bar">
          <TrialNotice state={state} texts={texts} agentName={agentName} onRetry={() => void run(asked)} />
        </div>
      ) : null}
      {children}
    </>
  );
}
