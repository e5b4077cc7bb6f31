import { stegaClean } from "@sanity/client/stega";
import { useEffect, useRef, useState } from "react";
import type { RunFilters } from "#web/shared/api/backend.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";
import { fill, formatCount } from "#web/shared/ui/format.ts";
import { backendFault, type BackendFault } from "../data/backendFault";
import { read } from "../data/reads";
import { faultText, type LoadTexts } from "../SectionBody";
import { runPath } from "./runAddresses";
import type { RunsCsvWords } from "./runsCsv";
import type { RunsExportOutcome } from "./csvExport";
import type { AgentName, RunsTexts } from "./runsTexts";

type ExportState =
  | { status: "idle" }
  | { status: "running" }
  | ({ status: "done" } & RunsExportOutcome)
  | { status: "failed"; fault: BackendFault };

/** What the file says, in the page's language (stega-free: it leaves the page). */
function useCsvWords(texts: RunsTexts, agents: readonly AgentName[]): RunsCsvWords {
  const localized = useLocalizedPath();
  const columns = texts?.exportColumns;
  return {
    headings:
      columns && Object.fromEntries(Object.entries(columns).map(([key, text]) => [key, stegaClean(text)])),
    status: (status) => stegaClean(texts?.runStatusLabels?.[status]),
    agent: (slug) => stegaClean(agents.find((agent) => stegaClean(agent.slug) === slug)?.name),
    runPage: (id) => new URL(localized(runPath(id)), window.location.origin).href,
  };
}

/**
 * Export CSV: every run the filters match (all pages, not the ones shown), saved as
 * `runs-<date>.csv` once the last page has come; its code (the paging, the file) loads on the first
 * press. While it works the button says so and takes no press; a page that fails saves nothing and
 * says why, with a Retry. Mounted while the list is (`available` only hides the button), so an
 * export goes on while other filters load.
 */
export function RunsExport({
  filters,
  available,
  texts,
  loadTexts,
  agents,
}: {
  filters: RunFilters;
  available: boolean;
  texts: RunsTexts;
  loadTexts: LoadTexts;
  agents: readonly AgentName[];
}) {
  const [state, setState] = useState<ExportState>({ status: "idle" });
  const words = useCsvWords(texts, agents);
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const start = async () => {
    setState({ status: "running" });
    const stopped = () => !shown.current;
    try {
      const outcome = await read(async (client) =>
        (await import("./csvExport")).exportRuns(client, filters, words, { stopped }),
      ).value;
      if (!stopped()) setState(outcome ? { status: "done", ...outcome } : { status: "idle" });
    } catch (error) {
      if (stopped()) return;
      const fault = backendFault(error);
      // A mismatch is logged by the client, once; any other fault here.
      if (fault !== "mismatch") console.warn(error);
      setState({ status: "failed", fault });
    }
  };

  const busy = state.status === "running";
  return (
    <div className="runs-export">
      {available || busy ? (
        <button
          ref={button}
          type="button"
          className="button button--outline"
          aria-disabled={busy || undefined}
          onClick={() => (busy ? undefined : void start())}
        >
          {busy ? texts?.exportingLabel : texts?.exportLabel}
        </button>
      ) : null}
      <p className="runs-export__note" role="status">
        {busy ? <span className="visually-hidden">{texts?.exportingLabel}</span> : null}
        {state.status === "done"
          ? fill(texts?.exportDoneText ?? "", { count: formatCount(state.count), file: state.file })
          : null}
        {state.status === "done" && state.capped
          ? ` ${fill(texts?.exportCappedText ?? "", { count: formatCount(state.max) })}`
          : null}
      </p>
      {state.status === "failed" ? (
        <div className="alert alert--error runs-export__fault">
          <p role="alert">
            {texts?.exportFailedText} {faultText(loadTexts, state.fault)}
          </p>
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              // The Retry goes: the export's button, saying it works, keeps the focus.
              button.current?.focus();
              void start();
            }}
          >
            {loadTexts?.retryLabel}
          </button>
        </div>
      ) : null}
    </div>
  );
}
