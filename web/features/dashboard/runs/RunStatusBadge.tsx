import type { RunStatus, StepStatus } from "#web/shared/api/backend.ts";

/**
 * A run's or step's status in words, after a mark whose shape differs too (a ring, a dot, a
 * diamond, a square, a dash: runs.css): never told by colour alone.
 */
export function RunStatusBadge({
  status,
  label,
}: {
  status: RunStatus | StepStatus;
  label: string | null | undefined;
}) {
  return (
    <span className={`run-status run-status--${status}`}>
      <span className="run-status__mark" aria-hidden="true" />
      {label}
    </span>
  );
}
