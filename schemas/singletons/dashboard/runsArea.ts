import { defineField } from "sanity";
import { inFieldset, labelField } from "../../lib/fields";

/**
 * How the Runs area names each value of one of the backend's enums (`values`: field name, what
 * has it, default); the field names are the backend's values.
 */
const namesField = (name: string, title: string, what: string, values: [string, string, string][]) =>
  defineField({
    name,
    title,
    type: "object",
    description: `How the runs list and a run's page name ${what}.`,
    fields: values.map(([value, has, initial]) => labelField(value, initial, `The name of ${has}.`, initial)),
  });

/** The Runs area's texts (/dashboard/runs) and a run's page's (/dashboard/run?id=…). */
export const runsAreaField = defineField({
  name: "runsArea",
  title: "Runs",
  type: "object",
  group: "runs",
  description:
    "The Runs area (/dashboard/runs): every run of the customer's workflows, newest first, with filters; and a run's page (/dashboard/run?id=…) with its steps, Retry and Stop.",
  fieldsets: [
    { name: "list", title: "Runs list" },
    { name: "filters", title: "Filters" },
    { name: "export", title: "Export CSV" },
    { name: "run", title: "A run's page" },
    { name: "names", title: "Statuses and triggers" },
  ],
  fields: [
    ...inFieldset("list", [
      defineField({
        name: "pageTitle",
        title: "Browser tab title",
        type: "string",
        description: "Browser tab title of the Runs area (/dashboard/runs), before the site name.",
        initialValue: "Runs",
      }),
      labelField("title", "Heading", "Heading of the Runs area.", "Runs"),
      defineField({
        name: "description",
        title: "Description",
        type: "string",
        description: "Text under the Runs area's heading.",
        initialValue: "Every run of your workflows, newest first.",
      }),
      labelField("statusColumn", "Status column", "Column of each run's status.", "Status"),
      labelField("workflowColumn", "Workflow column", "Column of each run's workflow.", "Workflow"),
      labelField("agentColumn", "Agent column", "Column of the agent each run belongs to.", "Agent"),
      labelField(
        "startedColumn",
        "Started column",
        "Column of when each run started; its date and time link to the run's page.",
        "Started",
      ),
      labelField("durationColumn", "Duration column", "Column of how long each run took.", "Duration"),
      labelField(
        "noDurationText",
        "No duration yet",
        "In place of the duration of a run or step that has not ended.",
        "–",
      ),
      labelField(
        "emptyText",
        "No runs",
        "Shown when the customer's workflows have not run yet.",
        "No runs yet. Your workflows' runs show here once they have run.",
      ),
      labelField(
        "noMatchText",
        "No runs for these filters",
        "Shown when no run matches the filters chosen, above the link that clears them.",
        "No runs match these filters.",
      ),
      labelField("loadMoreLabel", "Load more", "Button under the list that adds the next runs.", "Load more"),
      labelField(
        "loadingMoreLabel",
        "Load more while busy",
        "The Load more button while the next runs load.",
        "Loading...",
      ),
    ]),
    ...inFieldset("filters", [
      labelField(
        "filtersLabel",
        "Filters' name",
        "Not visible: the name of the filters above the list, for screen readers.",
        "Filter runs",
      ),
      labelField("statusFilterLabel", "Status filter", "Label of the status filter.", "Status"),
      labelField("anyStatusLabel", "Any status", "The status filter's choice of every status.", "Any status"),
      labelField("workflowFilterLabel", "Workflow filter", "Label of the workflow filter.", "Workflow"),
      labelField(
        "anyWorkflowLabel",
        "Any workflow",
        "The workflow filter's choice of every workflow.",
        "Any workflow",
      ),
      labelField("agentFilterLabel", "Agent filter", "Label of the agent filter.", "Agent"),
      labelField("anyAgentLabel", "Any agent", "The agent filter's choice of every agent.", "Any agent"),
      labelField("fromFilterLabel", "From", "Label of the date the runs started on or after.", "From"),
      labelField("toFilterLabel", "To", "Label of the date the runs started on or before.", "To"),
      labelField(
        "datesHintText",
        "Dates' hint",
        "Under the From and To dates: what days they mean (the backend's days are UTC's).",
        "Whole days in UTC, both included.",
      ),
      labelField(
        "rangeErrorText",
        "Dates the wrong way round",
        "Shown under To when it is before From; nothing is applied.",
        "The To date is before the From date.",
      ),
      labelField(
        "searchFilterLabel",
        "Search",
        "Label of the box that searches the failed runs' error messages.",
        "Search errors",
      ),
      labelField(
        "applyFiltersLabel",
        "Apply",
        "Button that applies the dates and the search (the other filters apply at once).",
        "Apply",
      ),
      labelField(
        "clearFiltersLabel",
        "Clear filters",
        "Link that shows every run again, beside the filters and under a list with no match.",
        "Clear filters",
      ),
      labelField(
        "ignoredFiltersText",
        "Unknown filters",
        "Shown when the address names a filter value the site does not know (an old link), before the names of the filters it ignores.",
        "This address has filters that no longer apply, so they are ignored:",
      ),
    ]),
    ...inFieldset("export", [
      labelField(
        "exportLabel",
        "Export CSV",
        "Button that saves every run the filters match (all pages) as a CSV file.",
        "Export CSV",
      ),
      labelField(
        "exportingLabel",
        "Export while busy",
        "The Export CSV button while it works.",
        "Exporting...",
      ),
      labelField(
        "exportDoneText",
        "Export saved",
        "Said once the file is saved. {count}: how many runs it holds; {file}: its name.",
        "{count} runs saved in {file}.",
      ),
      labelField(
        "exportCappedText",
        "Export cut short",
        "Said when more runs match than one file holds. {count}: the most a file holds (the newest runs).",
        "The file holds only the newest {count} runs, the most one export takes. Narrow the dates to export the others.",
      ),
      labelField(
        "exportFailedText",
        "Export failed",
        "Said when the export fails, before the reason and a Retry button.",
        "The export did not finish, so no file was saved.",
      ),
      defineField({
        name: "exportColumns",
        title: "CSV columns",
        type: "object",
        description: "The first row of the CSV file: each column's heading, in this language.",
        fields: (
          [
            ["runId", "the run's id", "Run ID"],
            ["workflow", "the run's workflow", "Workflow"],
            ["agent", "the run's agent", "Agent"],
            ["status", "the run's status (named as the list names it)", "Status"],
            ["startedAt", "when the run started, in UTC", "Started (UTC)"],
            ["finishedAt", "when the run ended, in UTC", "Finished (UTC)"],
            ["durationSeconds", "how long the run took, in seconds", "Duration (s)"],
            ["error", "a failed run's error message", "Error"],
            ["runPage", "the address of the run's page", "Run page"],
          ] as const
        ).map(([name, what, initial]) =>
          labelField(name, initial, `Heading of the column of ${what}.`, initial),
        ),
      }),
    ]),
    ...inFieldset("run", [
      defineField({
        name: "runPageTitle",
        title: "Browser tab title of a run",
        type: "string",
        description: "Browser tab title of a run's page (/dashboard/run?id=…), before the site name.",
        initialValue: "Run",
      }),
      labelField(
        "runTitle",
        "Heading of a run",
        "Heading of a run's page until its workflow's name, which then heads it, is known.",
        "Run",
      ),
      labelField("backLabel", "Back to the list", "Link from a run's page to the runs list.", "All runs"),
      labelField("triggerLabel", "Trigger", "Name of what started the run, on its page.", "Trigger"),
      labelField("startedLabel", "Started", "Name of when the run started, on its page.", "Started"),
      labelField("durationLabel", "Duration", "Name of how long the run took, on its page.", "Duration"),
      labelField("statusLabel", "Status", "Name of the run's status, on its page.", "Status"),
      labelField("agentLabel", "Agent", "Name of the run's agent, on its page.", "Agent"),
      labelField(
        "retryOfLabel",
        "Retry of",
        "On the page of a retry: name of the link to the failed run it retries.",
        "Retry of",
      ),
      labelField("stepsTitle", "Steps", "Heading of the run's steps, in the order they run.", "Steps"),
      labelField(
        "errorLabel",
        "Error",
        "Before a failed step's error message (written by the backend for the customer).",
        "Error:",
      ),
      labelField("retryLabel", "Retry", "Button on a failed run's page that runs it again.", "Retry run"),
      labelField(
        "retryingLabel",
        "Retry while busy",
        "The Retry button while the retry starts.",
        "Retrying...",
      ),
      labelField(
        "retryStartedText",
        "Retry started",
        "Shown on the new run's page after Retry; the page follows it until it ends.",
        "Retry started. This page follows the new run until it ends.",
      ),
      labelField(
        "stopLabel",
        "Stop",
        "Button on the page of a run that is queued or running, which stops it at once.",
        "Stop run",
      ),
      labelField(
        "stoppingLabel",
        "Stop while busy",
        "The Stop button while the stop is sent.",
        "Stopping...",
      ),
      labelField(
        "stoppedText",
        "Run stopped",
        "Shown in the Stop button's place once the run has stopped.",
        "Run stopped. The steps it had not finished will not run.",
      ),
      labelField(
        "stopEndedText",
        "Nothing to stop",
        "Shown after Stop when the run ended before the stop reached it; the page then shows how it ended.",
        "This run had already ended, so there was nothing to stop. It shows below as it ended.",
      ),
      labelField(
        "stopRefusedText",
        "Run not stopped",
        "Shown when a stop did not happen, before the reason (from Refusals, or what failed).",
        "The run was not stopped.",
      ),
      labelField(
        "notFoundText",
        "Run not found",
        "Shown for an address whose run is unknown or missing, above the link to the list.",
        "This run could not be found. The link may be incomplete, or the run may belong to another account.",
      ),
    ]),
    ...inFieldset("names", [
      namesField("runStatusLabels", "Run statuses", "each status of a run", [
        ["queued", "a run waiting for its first step", "Queued"],
        ["running", "a run that is going", "Running"],
        ["succeeded", "a run that ended well", "Succeeded"],
        ["failed", "a run that failed at one of its steps", "Failed"],
        ["stopped", "a run the customer stopped before it ended", "Stopped"],
      ]),
      namesField("stepStatusLabels", "Step statuses", "each status of a run's step", [
        ["pending", "a step that has not started", "Pending"],
        ["running", "a step that is going", "Running"],
        ["succeeded", "a step that ended well", "Succeeded"],
        ["failed", "a step that failed", "Failed"],
        [
          "skipped",
          "a step not run (or cut short) because an earlier one failed or the run was stopped",
          "Skipped",
        ],
      ]),
      namesField("triggerLabels", "Triggers", "what started a run", [
        ["schedule", "a run started by its workflow's schedule", "Scheduled"],
        ["manual", "a run started by hand", "Manual"],
        ["retry", "a run started by Retry", "Retry"],
      ]),
    ]),
  ],
});
