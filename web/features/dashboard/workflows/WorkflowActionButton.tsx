import type { Workflow } from "#web/shared/api/backend.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { actionFor, type WorkflowActionRequest, type WorkflowActionState } from "../data/workflowActions";

type Texts = DashboardPageContent["workflowsCard"] | undefined;

/**
 * Pause, or Resume for a paused workflow; "Pausing..." while the backend answers. One button that
 * changes its words, never disabled (only marked so): a disabled button would lose the focus.
 */
export function WorkflowActionButton({
  workflow,
  state,
  texts,
  onAct,
  describedBy,
}: {
  workflow: Workflow;
  state: WorkflowActionState | undefined;
  texts: Texts;
  onAct: (request: WorkflowActionRequest) => void;
  /** The workflow's heading: a screen reader hears "Pause, Ticket triage". */
  describedBy: string;
}) {
  const busy = state?.status === "busy";
  const action = busy ? state.action : actionFor(workflow);
  const label =
    action === "pause"
      ? busy
        ? texts?.pausingLabel
        : texts?.pauseLabel
      : busy
        ? texts?.resumingLabel
        : texts?.resumeLabel;
  return (
    <button
      type="button"
      className="button button--outline dashboard-item__action"
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (!busy) onAct({ workflow: workflow.id, action });
      }}
    >
      {label}
    </button>
  );
}
