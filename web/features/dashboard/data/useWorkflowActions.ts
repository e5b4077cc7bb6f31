import { useCallback, useState } from "react";
import type { Workflow } from "#web/shared/api/backend.ts";
import { useAuth } from "#web/shared/auth/AuthProvider.tsx";
import type { EditableSection } from "./useBackendSection";

export type WorkflowAction = "pause" | "resume";

/** Where a workflow's last action stands: under way, done, or refused (with what the client threw). */
export type WorkflowActionState =
  | { status: "busy"; action: WorkflowAction }
  | { status: "done"; action: WorkflowAction }
  | { status: "refused"; action: WorkflowAction; error: unknown };

/** The action a workflow's button offers: a paused one resumes, any other pauses. */
export const actionFor = (workflow: Workflow): WorkflowAction =>
  workflow.status === "paused" ? "resume" : "pause";

/** How the workflow shows until the backend answers. */
function expected(workflow: Workflow, action: WorkflowAction): Workflow {
  // Resumed, a workflow whose last run failed is failing again: only the reply knows.
  return { ...workflow, status: action === "pause" ? "paused" : "running", last_error: null };
}

const replaced = (workflow: Workflow) => (list: Workflow[]) =>
  list.map((item) => (item.id === workflow.id ? workflow : item));

const withState =
  (id: string, state: WorkflowActionState) => (states: ReadonlyMap<string, WorkflowActionState>) =>
    new Map(states).set(id, state);

/**
 * Pausing and resuming the workflows of `workflows` (the list as `useWorkflows` loads it): the
 * workflow changes in the list at once, then takes the backend's reply, or is put back as it was
 * when the call is refused or fails. Each workflow's last action is in `states`, by its id.
 */
export function useWorkflowActions(workflows: EditableSection<Workflow>) {
  const { backendClient } = useAuth();
  const { update } = workflows;
  const [states, setStates] = useState<ReadonlyMap<string, WorkflowActionState>>(new Map());

  const act = useCallback(
    async (workflow: Workflow, action: WorkflowAction) => {
      setStates(withState(workflow.id, { status: "busy", action }));
      update(replaced(expected(workflow, action)));
      try {
        const client = await backendClient();
        // The list came from the backend, so there is one; without it, the session has ended.
        if (!client) throw new Error("Not signed in: no ID token for the backend call.");
        const reply =
          action === "pause"
            ? await client.pauseWorkflow(workflow.id)
            : await client.resumeWorkflow(workflow.id);
        update(replaced(reply));
        setStates(withState(workflow.id, { status: "done", action }));
      } catch (error) {
        update(replaced(workflow));
        setStates(withState(workflow.id, { status: "refused", action, error }));
      }
    },
    [backendClient, update],
  );

  return { states, act };
}
