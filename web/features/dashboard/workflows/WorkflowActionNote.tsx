import { fill } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { WorkflowActionState } from "../data/workflowActions";

type Texts = DashboardPageContent["workflowsCard"] | undefined;

/**
 * What a workflow's last action came to: read out once it is done (the list shows it already),
 * and shown with the reason when it was refused and the workflow was put back.
 */
export function WorkflowActionNote({
  name,
  state,
  texts,
  reason,
}: {
  name: string;
  state: WorkflowActionState | undefined;
  texts: Texts;
  /** Why the action was refused, in the content's words (the shared refusals). */
  reason: (error: unknown) => string;
}) {
  const values = { workflow: name };
  const done =
    state?.status === "done"
      ? fill((state.action === "pause" ? texts?.pausedText : texts?.resumedText) ?? "", values)
      : "";
  return (
    <>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {state?.status === "refused" ? (
        <p className="alert alert--error dashboard-item__alert" role="alert">
          {fill(
            (state.action === "pause" ? texts?.pauseRefusedText : texts?.resumeRefusedText) ?? "",
            values,
          )}{" "}
          {reason(state.error)}
        </p>
      ) : null}
    </>
  );
}
