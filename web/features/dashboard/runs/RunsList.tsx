import { stegaClean } from "@sanity/client/stega";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { RunPage } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import type { DashboardPageQueryResult } from "#content/sanity.types.ts";
import type { BackendFault } from "../data/backendFault";
import { sectionOf } from "../data/loadState";
import { useAreaReads, useRead, type Read } from "../data/reads";
import { agentSlugs, moreRuns, type RunsAreaReads } from "../data/runsReads";
import { useAreaRefresh } from "../data/useAreaRefresh";
import { RefreshNote } from "../refresh/RefreshNote";
import { useChanges } from "../refresh/useChanges";
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
import { RunsExport } from "./RunsExport";
import { RunsPlaceholder, RunsTable } from "./RunsTable";
import type { AgentName, RunsTexts } from "./runsTexts";
// With the Runs area's code, not inlined into every page as the site's stylesheet is.
import "./runs.css";

/** The next page's load, once the first has come. */
type MoreState = { status: "idle" } | { status: "loading" } | { status: "failed"; fault: BackendFault };

/** The Load more button, or why the next page did not come, with its Retry. */
function MoreRuns({
  more,
  texts,
  loadTexts,
  onMore,
}: {
  more: MoreState;
  texts: RunsTexts;
  loadTexts: LoadTexts;
  onMore: () => void;
}) {
  if (more.status === "failed")
    return (
      <div className="alert alert--error dashboard-section__fault runs-more">
        <p role="alert">{faultText(loadTexts, more.fault)}</p>
        <button type="button" className="button button--outline" onClick={onMore}>
          {loadTexts?.retryLabel}
        </button>
      </div>
    );
  const busy = more.status === "loading";
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
 * (Load more), filtered by status, workflow, agent, a range of days and a search of the errors
 * as the address says (`?status=failed&workflow=wf-3&agent=content-creator&from=…&to=…&q=…`). A
 * filter the site does not know is ignored, with a note. Export CSV saves every run they match. Its route's loader reads the workflows and the first page for the
 * filters (data/runsReads.ts); Load more reads the list shown and the next page as one read.
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
  const reads = useAreaReads<RunsAreaReads>();
  const workflows = sectionOf(useRead(reads.workflows));
  const workflowList = workflows.status === "loaded" ? workflows.items : [];
  const { chosen, ignored } = readFilters(params, {
    agents: agentSlugs(content, stegaClean),
    workflows:
      workflows.status === "loaded" || workflows.status === "empty" ? workflowList.map((w) => w.id) : null,
  });
  const first = useRead(reads.runs);
  // Load more: the read of the list shown and the next page, for the first page it extends (a
  // new one, another filter or a Retry, drops it). While it loads or when it fails, the list
  // shown stays.
  const [more, setMore] = useState<{
    after: Read<RunPage> | undefined;
    from: RunPage;
    read: Read<RunPage>;
  }>();
  const extending = more && more.after === reads.runs ? more : undefined;
  const longer = useRead(extending?.read);
  const list: RunPage | undefined =
    extending && longer.status === "loaded"
      ? longer.value
      : (extending?.from ?? (first.status === "loaded" ? first.value : undefined));
  const moreState: MoreState =
    extending && longer.status === "loading"
      ? { status: "loading" }
      : extending && longer.status === "failed"
        ? { status: "failed", fault: longer.fault }
        : { status: "idle" };
  const [focusRow, setFocusRow] = useState<number | null>(null);
  // Refreshed while shown, but not with pages added: a new first page would drop them.
  const refresh = useAreaRefresh(reads, Boolean(extending));
  // The first page, which a refresh reads again: the pages Load more adds are no news.
  const { changes, marked } = useChanges(
    first.status === "loaded" ? first.value.runs : undefined,
    reads.runs,
    (run) => run.status,
  );
  const refreshTexts = content?.refreshTexts;

  // The filters last asked for, until the address has them: a navigation takes a moment (the
  // route's client loader), and a second change meanwhile builds on the first, not on the address.
  const asked = useRef<ChosenFilters | null>(null);
  const search = filtersSearch(chosen);
  useEffect(() => {
    asked.current = null;
  }, [search]);
  const choose = (changes: Partial<ChosenFilters>) => {
    const next: ChosenFilters = { ...(asked.current ?? chosen), ...changes };
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
    from: texts?.fromFilterLabel,
    to: texts?.toFilterLabel,
    q: texts?.searchFilterLabel,
  };

  function body() {
    if (!list && first.status === "loading")
      return <RunsPlaceholder texts={texts} loadingText={loadTexts?.loadingText} />;
    if (!list && first.status !== "loaded") return <LoadNote load={first} texts={loadTexts} />;
    if (!list?.runs.length)
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
    const shown = list;
    return (
      <>
        <RunsTable
          runs={shown.runs}
          texts={texts}
          agents={agents}
          caption={texts?.title}
          fromList={{ runsSearch: search }}
          // Only for the page Load more added: a refresh's new rows never take the focus.
          focusRow={extending ? focusRow : null}
          marked={marked}
        />
        {shown.next_cursor ? (
          <MoreRuns
            more={moreState}
            texts={texts}
            loadTexts={loadTexts}
            onMore={() => {
              if (moreState.status === "loading") return;
              setFocusRow(shown.runs.length);
              setMore({ after: reads.runs, from: shown, read: moreRuns(shown, backendFilters(chosen)) });
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className="runs">
      <RefreshNote
        refresh={refresh}
        texts={refreshTexts}
        told={[
          {
            changes,
            count: (found) => found.added,
            one: refreshTexts?.newRunText,
            many: refreshTexts?.newRunsText,
          },
          {
            changes,
            count: (found) => found.changed,
            one: refreshTexts?.changedRunText,
            many: refreshTexts?.changedRunsText,
          },
        ]}
      />
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
      {first.status === "unconfigured" ? null : (
        <RunsExport
          filters={backendFilters(chosen)}
          available={Boolean(list?.runs.length)}
          texts={texts}
          loadTexts={loadTexts}
          agents={agents}
        />
      )}
      {body()}
    </div>
  );
}
