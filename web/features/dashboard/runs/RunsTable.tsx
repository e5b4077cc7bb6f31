import { stegaClean } from "@sanity/client/stega";
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import type { RunSummary } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { useMessages } from "#web/shared/i18n/useMessages.ts";
import { formatDateTime } from "#web/shared/ui/format.ts";
import { formatDuration } from "./formatDuration";
import { runPath } from "./runAddresses";
import { RunStatusBadge } from "./RunStatusBadge";
import type { AgentName, RunsTexts } from "./runsTexts";

/** How many placeholder rows stand for the list while it loads. */
const PLACEHOLDER_ROWS = 8;

/** What a run's page is given by the link to it: the list's filters, for its link back. */
export type FromList = { runsSearch: string };

function Head({ texts }: { texts: RunsTexts }) {
  return (
    <thead>
      <tr>
        <th scope="col">{texts?.statusColumn}</th>
        <th scope="col">{texts?.workflowColumn}</th>
        <th scope="col">{texts?.agentColumn}</th>
        <th scope="col">{texts?.startedColumn}</th>
        <th scope="col" className="runs-table__duration">
          {texts?.durationColumn}
        </th>
      </tr>
    </thead>
  );
}

/** The list while its first page loads: rows of the same size as the runs', empty (no layout shift). */
export function RunsPlaceholder({
  texts,
  loadingText,
}: {
  texts: RunsTexts;
  loadingText: string | null | undefined;
}) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {loadingText}
      </p>
      <table className="runs-table runs-table--placeholder" aria-hidden="true">
        <Head texts={texts} />
        <tbody>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
            <tr key={row}>
              {["status", "workflow", "agent", "started", "duration"].map((cell) => (
                <td key={cell} className={`runs-table__${cell}`}>
                  <span className="runs-table__bar" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * The runs as a table (stacked rows on a phone): status, workflow, agent, start (the link to
 * the run's page, which the whole row answers to) and duration. `focusRow`: the row whose link
 * takes the focus (the first of a page just added), if any. `marked`: the runs a refresh has just
 * added or changed (useChanges).
 */
export function RunsTable({
  runs,
  texts,
  agents,
  caption,
  fromList,
  focusRow,
  marked,
}: {
  runs: readonly RunSummary[];
  texts: RunsTexts;
  agents: readonly AgentName[];
  caption: string | null | undefined;
  fromList: FromList;
  focusRow: number | null;
  marked?: ReadonlySet<string>;
}) {
  const { formats } = useMessages();
  const localized = useLocalizedPath();
  const body = useRef<HTMLTableSectionElement>(null);
  const agentName = (slug: string) => agents.find((agent) => stegaClean(agent.slug) === slug)?.name ?? slug;

  // Once the page asked for has come: its first row's link, in the same commit as the rows, so
  // the focus never rests on the page while the button it was on is gone.
  useLayoutEffect(() => {
    if (focusRow !== null) body.current?.rows[focusRow]?.querySelector("a")?.focus();
  }, [focusRow, runs.length]);

  return (
    <table className="runs-table">
      <caption className="visually-hidden">{caption}</caption>
      <Head texts={texts} />
      <tbody ref={body}>
        {runs.map((run) => (
          <tr key={run.id} className={marked?.has(run.id) ? "dashboard-changed" : undefined}>
            <td className="runs-table__status">
              <RunStatusBadge status={run.status} label={texts?.runStatusLabels?.[run.status]} />
            </td>
            <td className="runs-table__workflow">{run.workflow_name}</td>
            <td className="runs-table__agent">{agentName(run.agent_slug)}</td>
            <td className="runs-table__started">
              <Link
                className="runs-table__link stretched-link"
                to={localized(runPath(run.id))}
                state={fromList satisfies FromList}
              >
                {formatDateTime(run.started_at, formats)}
              </Link>
            </td>
            <td className="runs-table__duration figure">
              {run.duration_ms === null ? texts?.noDurationText : formatDuration(run.duration_ms)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
