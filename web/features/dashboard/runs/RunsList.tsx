import { stegaClean } from "@sanity/client/stega";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import { useRuns, type RunsLoad } from "../data/useRuns";
import { useWorkflows } from "../data/useWorkflows";
import { faultText, LoadNote, type LoadTexts } from "../SectionBody";
import { runsPath } from "./runAddresses";
import { RunFilters } from "./RunFilters";
import {
  backendFilters,
  filtersSearch,
  hasFilters,
  readFilters,
  type ChosenFilters,
  type FilterName,
} from "./runFilters";
import { RunsPlaceholder, RunsTable } from "./RunsTable";
import type { AgentName, RunsTexts } from "./runsTexts";
// With the Runs area's code, not inlined into every page as the site's stylesheet is.
import "./runs.css";

/** The Load more button, or why the next page did not come, with its Retry. */
function MoreRuns({
  runs,
  texts,
  loadTexts,
  onMore,
}: {
  runs: RunsLoad;
  texts: RunsTexts;
  loadTexts: LoadTexts;
  onMore: () => void;
}) {
  if (runs.status !== "loaded" || !runs.nextCursor) return null;
  if (runs.more.status === "failed")
    return (
      <div className="alert alert--error dashboard-section__fault runs-more">
        <p role="alert">{faultText(loadTexts, runs.more.fault)}</p>
        <button type="button" className="button button--outline" onClick={onMore}>
          {loadTexts?.retryLabel}
        </button>
      </div>
    );
  const busy = runs.more.status === "loading";
  return (
    <div className="runs-more">
      <button
        type="button"
        className="button button--outline"
        aria-disabled={busy || undefined}
        onClick={() => (busy ? undefined : onMore())}
      >
        {busy ? texts?.loadingMoreLabel : texts?.loadMoreLabel}
      </button>
    </div>
  );
}

/**
 * The Runs area's list: every run of the customer's workflows, newest first, a page at a time
 * (Load more), filtered by status, workflow and agent as the address says
 * (`?status=failed&workflow=wf-3&agent=content-creator`). A filter the site does not know is
 * ignored, with a note.
 */
export function RunsList({ content }: { content: DashboardPageQueryResult }) {
  const texts = content?.runsArea;
  const loadTexts = content?.loadStates;
  const agents: readonly AgentName[] = content?.agents ?? [];
  const localized = useLocalizedPath();
  // The address's query read and written with useLocation and useNavigate: useSearchParams would
  // add its code to the framework chunk every page loads first.
  const { search: addressSearch } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(addressSearch);
  const workflows = useWorkflows();
  const workflowList = workflows.status === "loaded" ? workflows.items : [];
  const { chosen, ignored } = readFilters(params, {
    agents: agents.flatMap((agent) => stegaClean(agent.slug) ?? []),
    workflows:
      workflows.status === "loaded" || workflows.status === "empty" ? workflowList.map((w) => w.id) : null,
  });
  // A workflow in the address is checked against the customer's before the list is asked for.
  const waiting = Boolean(chosen.workflow) && workflows.status === "loading";
  const runs = useRuns(waiting ? null : backendFilters(chosen));
  const [focusRow, setFocusRow] = useState<number | null>(null);

  // The filters last asked for, until the address has them: a navigation takes a moment (the
  // route's client loader), and a second change meanwhile builds on the first, not on the address.
  const asked = useRef<ChosenFilters | null>(null);
  const search = filtersSearch(chosen);
  useEffect(() => {
    asked.current = null;
  }, [search]);
  const choose = (name: FilterName, value: string) => {
    const next: ChosenFilters = { ...(asked.current ?? chosen), [name]: value };
    asked.current = next;
    void navigate({ search: filtersSearch(next) }, { preventScrollReset: true });
    setFocusRow(null);
  };
  const filtered = hasFilters(chosen);
  const clearTo = filtered ? localized(runsPath()) : null;
  const filterName: Record<FilterName, string | null | undefined> = {
    status: texts?.statusFilterLabel,
    workflow: texts?.workflowFilterLabel,
    agent: texts?.agentFilterLabel,
  };

  function body() {
    if (runs.status === "loading")
      return <RunsPlaceholder texts={texts} loadingText={loadTexts?.loadingText} />;
    if (runs.status !== "loaded") return <LoadNote load={runs} texts={loadTexts} />;
    if (!runs.runs.length)
      return filtered ? (
        <div className="runs-empty">
          <p>{texts?.noMatchText}</p>
          <Link to={clearTo!} preventScrollReset>
            {texts?.clearFiltersLabel}
          </Link>
        </div>
      ) : (
        <p className="runs-empty">{texts?.emptyText}</p>
      );
    return (
      <>
        <RunsTable
          runs={runs.runs}
          texts={texts}
          agents={agents}
          caption={texts?.title}
          fromList={{ runsSearch: search }}
          focusRow={focusRow}
        />
        <MoreRuns
          runs={runs}
          texts={texts}
          loadTexts={loadTexts}
          onMore={() => {
            setFocusRow(runs.runs.length);
            runs.loadMore();
          }}
        />
      </>
    );
  }

  return (
    <div className="runs">
      <RunFilters
        texts={texts}
        chosen={chosen}
        workflows={workflowList}
        agents={agents}
        clearTo={clearTo}
        onChoose={choose}
      />
      {ignored.length ? (
        <p className="runs-note" role="status">
          {texts?.ignoredFiltersText} {ignored.map((name) => filterName[name]).join(", ")}
        </p>
      ) : null}
      {body()}
    </div>
  );
}
