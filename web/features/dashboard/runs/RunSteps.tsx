import type { RunStep } from "#web/shared/api/backend.ts";
import { formatDuration } from "./formatDuration";
import { RunStatusBadge } from "./RunStatusBadge";
import type { RunsTexts } from "./runsTexts";

/** A run's steps in the order they run: status, duration, and a failed step's error as the backend wrote it for the customer. */
export function RunSteps({ steps, texts }: { steps: readonly RunStep[]; texts: RunsTexts }) {
  return (
    <ol className="run-steps">
      {steps.map((step, index) => (
        <li key={index} className={`run-step run-step--${step.status}`}>
          <div className="run-step__line">
            <span className="run-step__name">{step.name}</span>
            <RunStatusBadge status={step.status} label={texts?.stepStatusLabels?.[step.status]} />
            <span className="run-step__duration figure">
              {step.duration_ms === null ? texts?.noDurationText : formatDuration(step.duration_ms)}
            </span>
          </div>
          {step.error ? (
            <p className="run-step__error">
              <strong>{texts?.errorLabel}</strong> {step.error.message}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
