import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { refusalCode, type Run } from "#web/shared/api/backend.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { isGoing, type RunActionRequest, type RunActionResult } from "../data/runReads";
import { refusalText } from "../refusalText";

/** Why a stop did not happen, in the content's words: the run had ended, else the refusal's reason. */
function refusedText(error: unknown, content: DashboardPageQueryResult) {
  const texts = content?.runsArea;
  if (refusalCode(error) === "run_finished") return texts?.stopEndedText;
  return [texts?.stopRefusedText, refusalText(error, content?.refusals, content?.loadStates)]
    .filter(Boolean)
    .join(" ");
}

/**
 * Stop for a run that is queued or running (the route's action, `runPageAction`): busy while it is
 * sent, then the page shows the stopped run (React Router reads it again), and says so in the
 * button's place. A refusal says why; when the run ended meanwhile, the page shows how it ended.
 * Rendered for the run whatever its status, so that what the stop came to stays once the button
 * has gone.
 */
export function RunStop({ run, content }: { run: Run; content: DashboardPageQueryResult }) {
  const texts = content?.runsArea;
  const fetcher = useFetcher<RunActionResult>();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const stoppable = isGoing(run) && result?.status !== "done";
  const said = useRef<HTMLParagraphElement>(null);

  // The button, which had the focus, is gone once the run has ended: what the stop came to takes it.
  useEffect(() => {
    if (result && !stoppable) said.current?.focus();
  }, [result, stoppable]);

  function onStop() {
    if (busy) return;
    void fetcher.submit({ run: run.id, action: "stop" } satisfies RunActionRequest, {
      method: "post",
      encType: "application/json",
    });
  }
  if (!stoppable && !result) return null;
  return (
    <div className="run-action">
      {stoppable ? (
        // aria-disabled, not disabled: the button keeps the focus while the stop is sent.
        <button
          type="button"
          className="button button--outline"
          aria-disabled={busy || undefined}
          onClick={onStop}
        >
          {busy ? texts?.stoppingLabel : texts?.stopLabel}
        </button>
      ) : null}
      {result?.status === "done" ? (
        <p ref={said} tabIndex={-1} className="alert alert--success run-action__said" role="status">
          {texts?.stoppedText}
        </p>
      ) : null}
      {result?.status === "refused" ? (
        <p ref={said} tabIndex={-1} className="alert alert--error run-action__said" role="alert">
          {refusedText(result.error, content)}
        </p>
      ) : null}
    </div>
  );
}
