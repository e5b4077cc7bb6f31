import type { Workflow } from "#web/shared/api/backend.ts";
import { signedInCustomer } from "./customer";
import { rememberChanged } from "./loadMemory";

export type WorkflowAction = "pause" | "resume";

/** What the Workflows area's action is sent: which workflow, and what to do to it. */
export type WorkflowActionRequest = { workflow: string; action: WorkflowAction };

/** What it came to: done (the backend's reply), or refused (with what the client threw). */
export type WorkflowActionResult =
  | { status: "done"; action: WorkflowAction; workflow: Workflow }
  | { status: "refused"; action: WorkflowAction; error: unknown };

/** Where a workflow's last action stands: under way, done (with the reply), or refused. */
export type WorkflowActionState = { status: "busy"; action: WorkflowAction } | WorkflowActionResult;

/** The action a workflow's button offers: a paused one resumes, any other pauses. */
export const actionFor = (workflow: Workflow): WorkflowAction =>
  workflow.status === "paused" ? "resume" : "pause";

/** How the workflow shows until the backend answers. */
function expected(workflow: Workflow, action: WorkflowAction): Workflow {
  // Resumed, a workflow whose last run failed is failing again: only the reply knows.
  return { ...workflow, status: action === "pause" ? "paused" : "running", last_error: null };
}

/** A workflow's fetcher (React Router's `useFetcher`), as far as its action goes. */
export type ActionFetcher = {
  state: "idle" | "submitting" | "loading";
  json?: unknown;
  data?: WorkflowActionResult;
};

/** The last action of a workflow as its fetcher has it: busy while it is sent, then what it came to. */
export function actionState(fetcher: ActionFetcher): WorkflowActionState | undefined {
  if (fetcher.state === "submitting") {
    return { status: "busy", action: (fetcher.json as WorkflowActionRequest).action };
  }
  return fetcher.data;
}

/**
 * The workflow as it shows: changed at once while its action is sent, the backend's reply while
 * the area's reads start again, then the list as read (which shows the reply until it answers).
 */
export function shownWorkflow(workflow: Workflow, fetcher: ActionFetcher): Workflow {
  const state = actionState(fetcher);
  if (state?.status === "busy") return expected(workflow, state.action);
  return fetcher.state === "loading" && state?.status === "done" ? state.workflow : workflow;
}

/**
 * The Workflows route's client action: pauses or resumes a workflow (a fetcher's JSON
 * submission). The reply takes the workflow's place in what the tab remembers of the list, which
 * shows while React Router's revalidation reads it again. A refusal or a failure is the result,
 * not an error: the area says why beside the workflow.
 */
export async function workflowsAction({ request }: { request: Request }): Promise<WorkflowActionResult> {
  const { workflow, action } = (await request.json()) as WorkflowActionRequest;
  try {
    const { account, client } = await signedInCustomer();
    const backend = await client();
    // The list came from the backend, so there is one; without it, the session has ended.
    if (!backend) throw new Error("Not signed in: no ID token for the backend call.");
    const reply =
      action === "pause" ? await backend.pauseWorkflow(workflow) : await backend.resumeWorkflow(workflow);
    rememberChanged(account, "workflows", reply);
    return { status: "done", action, workflow: reply };
  } catch (error) {
    return { status: "refused", action, error };
  }
}
