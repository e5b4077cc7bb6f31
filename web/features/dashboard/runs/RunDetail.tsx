import { stegaClean } from "@sanity/client/stega";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import type { Run } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDateTime } from "#web/shared/ui/format.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import type { RunActionRequest, RunActionResult, RunLoad } from "../data/runReads";
import { refusalText } from "../refusalText";
import { faultText, LoadNote } from "../SectionBody";
import { formatDuration } from "./formatDuration";
import { runPath, runsPath } from "./runAddresses";
import { RunStatusBadge } from "./RunStatusBadge";
import { RunSteps } from "./RunSteps";
import { RunStop } from "./RunStop";
import type { RunsTexts } from "./runsTexts";
import type { RunPageState } from "./useAddressedRun";
// With the Runs area's code, not inlined into every page as the site's stylesheet is.
import "./runs.css";

function Fact({ label, children }: { label: string | null | undefined; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What a run is: status, agent, trigger, start, duration, and the failed run it retries. */
function RunFacts({
  run,
  content,
  from,
}: {
  run: Run;
  content: DashboardPageQueryResult;
  from: RunPageState;
}) {
  const texts = content?.runsArea;
  const { formats } = useMessages();
  const localized = useLocalizedPath();
  const agentName = content?.agents?.find((agent) => stegaClean(agent.slug) === run.agent_slug)?.name;
  return (
    <dl className="run-facts">
      <Fact label={texts?.statusLabel}>
        <RunStatusBadge status={run.status} label={texts?.runStatusLabels?.[run.status]} />
      </Fact>
      <Fact label={texts?.agentLabel}>{agentName ?? run.agent_slug}</Fact>
      <Fact label={texts?.triggerLabel}>{texts?.triggerLabels?.[run.trigger]}</Fact>
      <Fact label={texts?.startedLabel}>{formatDateTime(run.started_at, formats)}</Fact>
      <Fact label={texts?.durationLabel}>
        <span className="figure">
          {run.duration_ms === null ? texts?.noDurationText : formatDuration(run.duration_ms)}
        </span>
      </Fact>
      {run.retry_of ? (
        <Fact label={texts?.retryOfLabel}>
          <Link
            to={localized(runPath(run.retry_of))}
            state={{ runsSearch: from.runsSearch } satisfies RunPageState}
          >
            {run.retry_of}
          </Link>
        </Fact>
      ) : null}
    </dl>
  );
}

/**
 * Retry of a failed run (the route's action, `runPageAction`): busy while it starts, then the new
 * run's page; a refusal says why, and the page stays.
 */
function RetryButton({
  run,
  content,
  from,
}: {
  run: Run;
  content: DashboardPageQueryResult;
  from: RunPageState;
}) {
  const texts = content?.runsArea;
  const fetcher = useFetcher<RunActionResult>();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const started = useRef(result);
  // The new run's page, once the retry has started, given the new run.
  useEffect(() => {
    if (result?.status !== "done" || result === started.current) return;
    started.current = result;
    void navigate(localized(runPath(result.run.id)), {
      state: { runsSearch: from.runsSearch, retried: result.run } satisfies RunPageState,
    });
  }, [result, navigate, localized, from.runsSearch]);
  function onRetry() {
    if (busy) return;
    void fetcher.submit({ run: run.id, action: "retry" } satisfies RunActionRequest, {
      method: "post",
      encType: "application/json",
    });
  }
  return (
    <div className="run-action">
      {/* aria-disabled, not disabled: the button keeps the focus while the retry starts. */}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={busy || undefined}
        onClick={onRetry}
      >
        {busy ? texts?.retryingLabel : texts?.retryLabel}
      </button>
      {result?.status === "refused" ? (
        <p className="alert alert--error run-action__said" role="alert">
          {refusalText(result.error, content?.refusals, content?.loadStates)}
        </p>
      ) : null}
    </div>
  );
}

/** A run's page's heading: its workflow's name once known. */
export const runHeading = (load: RunLoad, texts: RunsTexts) =>
  load.status === "loaded" ? load.run.workflow_name : texts?.runTitle;

/**
 * A run's page: its facts (status, agent, trigger, start, duration, the run it retries), Retry
 * for a failed run, Stop for one that is going, and its steps; the link back to the runs list keeps the filters the customer
 * came with. `load` is the run (useAddressedRun), followed while it is going.
 */
export function RunDetail({
  load,
  from,
  content,
}: {
  load: RunLoad;
  from: RunPageState;
  content: DashboardPageQueryResult;
}) {
  const texts = content?.runsArea;
  const loadTexts = content?.loadStates;
  const localized = useLocalizedPath();
  const started = useRef<HTMLParagraphElement>(null);
  const retried = load.status === "loaded" && from.retried?.id === load.run.id;

  // The Retry button, which had the focus, is gone: the news of the retry takes it.
  useEffect(() => {
    if (retried) started.current?.focus();
  }, [retried]);

  return (
    <div className="run-detail">
      <p className="run-detail__back">
        <Link to={localized(runsPath(from.runsSearch))}>
          <span aria-hidden="true">← </span>
          {texts?.backLabel}
        </Link>
      </p>
      {load.status === "notFound" ? <p className="run-detail__missing">{texts?.notFoundText}</p> : null}
      {load.status === "loading" || load.status === "unconfigured" || load.status === "failed" ? (
        <LoadNote load={load} texts={loadTexts} />
      ) : null}
      {load.status === "loaded" ? (
        <>
          {retried ? (
            <p ref={started} tabIndex={-1} className="alert alert--success run-detail__retried" role="status">
              {texts?.retryStartedText}
            </p>
          ) : null}
          <RunFacts run={load.run} content={content} from={from} />
          {load.run.status === "failed" ? (
            <RetryButton key={`retry ${load.run.id}`} run={load.run} content={content} from={from} />
          ) : null}
          {/* Whatever the run's status: what a stop came to stays once the run has ended. */}
          <RunStop key={`stop ${load.run.id}`} run={load.run} content={content} />
          {load.followFault ? (
            <div className="alert alert--error dashboard-section__fault">
              <p role="alert">{faultText(loadTexts, load.followFault)}</p>
              <button type="button" className="button button--outline" onClick={load.retry}>
                {loadTexts?.retryLabel}
              </button>
            </div>
          ) : null}
          <h2 className="run-detail__steps">{texts?.stepsTitle}</h2>
          <RunSteps steps={load.run.steps} texts={texts} />
        </>
      ) : null}
    </div>
  );
}
