import { stegaClean } from "@sanity/client/stega";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { AgentContent, AgentPageLabels } from "#content/contentTypes.ts";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import { withTrial } from "#web/shared/auth/returnTarget.ts";
import { CtaLink } from "#web/shared/ui/CtaLink.tsx";
import { defaultTrial } from "./trial";
import { TrialNotice } from "./TrialNotice";
import { useStartTrial } from "./useStartTrial";

type StartTrialButtonProps = {
  agent: Pick<AgentContent, "name" | "slug" | "plans">;
  labels: AgentPageLabels;
};

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link carrying the agent and its popular plan, which sign-up or sign-in pass on to the dashboard.
 * For a signed-in customer the click starts the trial here; before the page's code it is a plain link.
 */
export function StartTrialButton({ agent, labels }: StartTrialButtonProps) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { state, start } = useStartTrial();
  const trial = defaultTrial(agent);
  const href = withTrial(stegaClean(labels?.startTrialCta?.href) ?? "", trial);
  const starting = state === "starting";

  const startHere = async () => {
    if (trial && (await start(trial)) === "started") navigate(localized(paths.dashboard));
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!trial || status !== "signed-in" || opensElsewhere(event)) return;
    event.preventDefault();
    if (!starting) void startHere();
  };

  return (
    <>
      <CtaLink href={href} variant="primary" onClick={onClick} aria-disabled={starting || undefined}>
        {starting ? labels?.trialStartingLabel : labels?.startTrialCta?.label}
      </CtaLink>
      <TrialNotice
        state={state}
        texts={labels}
        agentName={agent.name ?? ""}
        onRetry={() => void startHere()}
        linkToDashboard
      />
    </>
  );
}
