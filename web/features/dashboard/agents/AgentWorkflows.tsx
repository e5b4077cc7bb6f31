import type { Workflow } from "#web/shared/api/backend.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";

type Texts = DashboardPageContent["agentsCard"] | undefined;
export type WorkflowStatusLabels =
  NonNullable<DashboardPageContent["workflowsCard"]>["statusLabels"] | undefined;

/** An agent's workflows, each with its status, in a table of two columns that fits a phone. */
export function AgentWorkflows({
  workflows,
  texts,
  statusLabels,
}: {
  workflows: readonly Workflow[];
  texts: Texts;
  statusLabels: WorkflowStatusLabels;
}) {
  if (!workflows.length) return <p className="dashboard-section__note">{texts?.noWorkflowsText}</p>;
  return (
    <table className="dashboard-table agent-workflows">
      <thead>
        <tr>
          <th scope="col">{texts?.workflowsLabel}</th>
          <th scope="col">{texts?.statusLabel}</th>
        </tr>
      </thead>
      <tbody>
        {workflows.map((workflow) => (
          <tr key={workflow.id}>
            <th scope="row">{workflow.name}</th>
            <td>
              <span className={`status status--${workflow.status}`}>{statusLabels?.[workflow.status]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
