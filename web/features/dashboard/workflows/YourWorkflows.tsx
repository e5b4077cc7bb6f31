import { stegaClean } from "@sanity/client/stega";
import { useId } from "react";
import { useFetcher } from "react-router";
import type { AgentSubscription, Workflow } from "#web/shared/api/backend.ts";
import { useRootData } from "#web/shared/sanity/useRootData.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatCount, formatDate } from "#web/shared/ui/format.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import { formatPercent, successRate, totalRuns } from "../data/runFigures";
import type { BackendSection } from "../data/loadState";
import {
  actionState,
  shownWorkflow,
  type WorkflowActionRequest,
  type WorkflowActionResult,
} from "../data/workflowActions";
import { refusalText, type RefusalTexts } from "../refusalText";
import { SectionBody, type LoadTexts } from "../SectionBody";
import { WorkflowActionButton } from "./WorkflowActionButton";
import { WorkflowActionNote } from "./WorkflowActionNote";
import { WorkflowLastError } from "./WorkflowLastError";

type Texts = DashboardPageContent["workflowsCard"] | undefined;

/**
 * Your workflows: name, agent, status, last run, and the last 30 days' runs and success rate of
 * each; Pause or Resume (the route's action, `workflowsAction`); a failing one's last error
 * with a link to its run.
 */
export function YourWorkflows({
  section,
  subscriptions,
  texts,
  loadTexts,
  refusals,
  marked,
}: {
  section: BackendSection<Workflow>;
  /** The customer's subscriptions, once loaded: they name each workflow's agent. */
  subscriptions: readonly AgentSubscription[];
  texts: Texts;
  loadTexts: LoadTexts;
  refusals: RefusalTexts;
  /** The workflows a refresh has just changed (useChanges). */
  marked?: ReadonlySet<string>;
}) {
  const agents = useRootData().agents;
  const agentName = (subscriptionId: string) => {
    const slug = subscriptions.find((subscription) => subscription.id === subscriptionId)?.agent_slug;
    return slug ? (agents.find((agent) => stegaClean(agent.slug) === slug)?.name ?? slug) : null;
  };
  return (
    <SectionBody
      section={section}
      texts={loadTexts}
      empty={<p className="dashboard-section__note">{texts?.emptyText}</p>}
    >
      {(workflows) => (
        <ul className="dashboard-list">
          {workflows.map((workflow) => (
            <WorkflowItem
              key={workflow.id}
              workflow={workflow}
              agent={agentName(workflow.subscription_id)}
              texts={texts}
              reason={(error) => refusalText(error, refusals, loadTexts)}
              marked={marked?.has(workflow.id) ?? false}
            />
          ))}
        </ul>
      )}
    </SectionBody>
  );
}

function WorkflowItem({
  workflow: listed,
  agent,
  texts,
  reason,
  marked,
}: {
  workflow: Workflow;
  agent: string | null;
  texts: Texts;
  reason: (error: unknown) => string;
  marked: boolean;
}) {
  const { formats } = useMessages();
  // One fetcher per workflow, by its id: its action's state outlives the list's renders.
  const fetcher = useFetcher<WorkflowActionResult>({ key: `workflow-action:${listed.id}` });
  const state = actionState(fetcher);
  const workflow = shownWorkflow(listed, fetcher);
  const onAct = (request: WorkflowActionRequest) =>
    void fetcher.submit(request, { method: "post", encType: "application/json" });
  const headingId = useId();
  const runs = totalRuns(workflow.runs_by_day);
  const rate = successRate(workflow.runs_by_day);
  return (
    <li className={marked ? "dashboard-item dashboard-changed" : "dashboard-item"}>
      <div className="dashboard-item__head">
        <h2 id={headingId} className="dashboard-item__title">
          {workflow.name}
        </h2>
        <WorkflowActionButton
          workflow={workflow}
          state={state}
          texts={texts}
          onAct={onAct}
          describedBy={headingId}
        />
      </div>
      <dl className="dashboard-facts">
        {agent ? (
          <div>
            <dt>{texts?.agentLabel}</dt>
            <dd>{agent}</dd>
          </div>
        ) : null}
        <div>
          <dt>{texts?.statusLabel}</dt>
          <dd>
            <span className={`status status--${workflow.status}`}>
              {texts?.statusLabels?.[workflow.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{texts?.lastRunLabel}</dt>
          <dd>{workflow.last_run_at ? formatDate(workflow.last_run_at, formats) : texts?.neverRunText}</dd>
        </div>
        <div>
          <dt>{texts?.runsLabel}</dt>
          <dd>{formatCount(runs.succeeded + runs.failed)}</dd>
        </div>
        <div>
          <dt>{texts?.successRateLabel}</dt>
          <dd>{rate === null ? texts?.noRunsText : formatPercent(rate)}</dd>
        </div>
      </dl>
      {workflow.status === "failing" && workflow.last_error ? (
        <WorkflowLastError
          error={workflow.last_error}
          label={texts?.lastErrorLabel}
          sinceText={texts?.sinceText}
          seeRunLabel={texts?.seeRunLabel}
          describedBy={headingId}
        />
      ) : null}
      <WorkflowActionNote name={workflow.name} state={state} texts={texts} reason={reason} />
    </li>
  );
}
