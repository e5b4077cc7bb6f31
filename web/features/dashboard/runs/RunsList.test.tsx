import { paths } from "#content/paths.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RunSummary, Workflow } from "#web/shared/api/backend.ts";
import { en } from "#web/shared/i18n/messages/en.ts";
import { formatDateTime } from "#web/shared/ui/format.ts";
import {
  dashboardContent,
  fakeBackend,
  json,
  renderRunsPages,
  runSummary,
  type Call,
} from "../../../../tests/unit/runs-stand-in";
import { RunsList } from "./RunsList";

const RUNS = paths.dashboardRuns;
const RUN = paths.dashboardRun;

const content = await dashboardContent("en");
const spanish = await dashboardContent("es");
const texts = content.runsArea!;
const faults = content.loadStates!;

const workflows: Workflow[] = [
  {
    id: "wf-1",
    name: "Ticket triage",
    subscription_id: "sub-1",
    status: "failing",
    last_run_at: "2026-11-26T09:00:00.000Z",
    runs_by_day: [],
    last_error: null,
  },
  {
    id: "wf-2",
    name: "FAQ answers",
    subscription_id: "sub-1",
    status: "running",
    last_run_at: "2026-11-26T08:00:00.000Z",
    runs_by_day: [],
    last_error: null,
  },
];

const failed = runSummary();
const succeeded = runSummary({
  id: "run-wf-2-20261126-1",
  workflow_id: "wf-2",
  workflow_name: "FAQ answers",
  status: "succeeded",
  started_at: "2026-11-26T08:00:00.000Z",
  finished_at: "2026-11-26T08:01:05.000Z",
  duration_ms: 65_000,
});
const running = runSummary({
  id: "run-wf-3-20261126-1",
  workflow_id: "wf-3",
  workflow_name: "Blog drafts",
  agent_slug: "content-creator",
  status: "running",
  finished_at: null,
  duration_ms: null,
});

const page = (runs: RunSummary[], next_cursor: string | null = null) => json({ runs, next_cursor });

/** A backend with the two workflows whose runs list is `runs` (a Response, or a function of the call). */
function backend(runs: (call: Call) => Response | Error | Promise<Response | Error>) {
  return fakeBackend((call) => (call.path === "/api/workflows" ? json(workflows) : runs(call)));
}
const runCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === "/api/runs").map((call) => Object.fromEntries(call.query));

function renderList(
  address: string,
  client: ReturnType<typeof fakeBackend>["client"] | null,
  page = content,
) {
  return renderRunsPages(address, { list: <RunsList content={page} />, client });
}

const address = () => screen.getByTestId("address").textContent;
const select = (label: string | null | undefined) => screen.getByRole("combobox", { name: label! });
const rows = () => within(screen.getAllByRole("rowgroup")[1]).getAllByRole("row");

afterEach(() => vi.restoreAllMocks());

describe("the runs list", () => {
  it("shows placeholder rows while the first page loads, then each run with its page's link", async () => {
    let answer: (reply: Response) => void = () => {};
    const { client } = backend(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderList(RUNS, client);

    const placeholder = await screen.findByText(faults.loadingText!);
    expect(placeholder).toHaveAttribute("role", "status");
    expect(document.querySelectorAll(".runs-table--placeholder tbody tr")).toHaveLength(8);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    answer(page([running, failed, succeeded]));
    const table = await screen.findByRole("table", { name: texts.title! });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      texts.statusColumn,
      texts.workflowColumn,
      texts.agentColumn,
      texts.startedColumn,
      texts.durationColumn,
    ]);
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Running", "Blog drafts", "Content Creator", formatDateTime(running.started_at, en.formats), "–"],
      ["Failed", "Ticket triage", "Customer Support", formatDateTime(failed.started_at, en.formats), "4.2 s"],
      [
        "Succeeded",
        "FAQ answers",
        "Customer Support",
        formatDateTime(succeeded.started_at, en.formats),
        "1 min 5 s",
      ],
    ]);
    expect(within(rows()[1]).getByRole("link")).toHaveAttribute("href", `${RUN}?id=run-wf-1-20261126-1`);
    expect(screen.queryByText(faults.loadingText!)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: texts.loadMoreLabel! })).not.toBeInTheDocument();
  });

  it("says when the customer has no runs at all", async () => {
    const { client } = backend(() => page([]));
    renderList(RUNS, client);
    expect(await screen.findByText(texts.emptyText!)).toBeInTheDocument();
    expect(screen.queryByText(texts.noMatchText!)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: texts.clearFiltersLabel! })).not.toBeInTheDocument();
  });

  it("says when no run matches the filters, and clears them", async () => {
    const user = userEvent.setup();
    const { client, calls } = backend((call) => page(call.query.get("status") ? [] : [succeeded]));
    renderList(`${RUNS}?status=queued`, client);
    const empty = await screen.findByText(texts.noMatchText!);
    expect(screen.queryByText(texts.emptyText!)).not.toBeInTheDocument();

    await user.click(within(empty.parentElement!).getByRole("link", { name: texts.clearFiltersLabel! }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(address()).toBe(`${RUNS}`);
    expect(select(texts.statusFilterLabel)).toHaveValue("");
    expect(runCalls(calls)).toEqual([{ status: "queued" }, {}]);
  });

  it("says plainly that no backend is configured", async () => {
    renderList(`${RUNS}`, null);
    expect(await screen.findByText(faults.noBackendText!)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it.each([
    ["a 5xx", () => new Response("down", { status: 500 }), faults.serverText],
    ["a backend that is down", () => new TypeError("Failed to fetch"), faults.downText],
    [
      "a session that expired (401 after the token's refresh)",
      () => new Response(null, { status: 401 }),
      faults.unauthorizedText,
    ],
  ])("says what failed for %s, and retries", async (_cause, failure, message) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    let failing = true;
    const { client } = backend(() => (failing ? failure() : page([failed])));
    renderList(RUNS, client);

    expect(await screen.findByRole("alert")).toHaveTextContent(message!);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole("button", { name: faults.retryLabel! }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("the runs list's pages", () => {
  it("adds the next page under the first, asked for by its cursor, until the last", async () => {
    const user = userEvent.setup();
    let answer: (reply: Response) => void = () => {};
    const { client, calls } = backend((call) =>
      call.query.get("cursor") === "page-2"
        ? new Promise<Response>((resolve) => (answer = resolve))
        : page([running, failed], "page-2"),
    );
    renderList(`${RUNS}?status=failed`, client);
    await screen.findByRole("table");
    expect(rows()).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: texts.loadMoreLabel! }));
    expect(screen.getByRole("button", { name: texts.loadingMoreLabel! })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.click(screen.getByRole("button", { name: texts.loadingMoreLabel! }));
    expect(runCalls(calls)).toEqual([{ status: "failed" }, { status: "failed", cursor: "page-2" }]);

    answer(page([succeeded]));
    expect(await screen.findByRole("cell", { name: "FAQ answers" })).toBeInTheDocument();
    expect(rows().map((row) => within(row).getAllByRole("cell")[1].textContent)).toEqual([
      "Blog drafts",
      "Ticket triage",
      "FAQ answers",
    ]);
    // The button is gone with the last page: the first run it added has the focus.
    expect(screen.queryByRole("button", { name: texts.loadMoreLabel! })).not.toBeInTheDocument();
    expect(within(rows()[2]).getByRole("link")).toHaveFocus();
    expect(address()).toBe(`${RUNS}?status=failed`);
  });

  it("keeps the runs when the next page fails, and asks again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    let failing = true;
    const { client } = backend((call) =>
      call.query.get("cursor")
        ? failing
          ? new Response("", { status: 503 })
          : page([succeeded])
        : page([failed], "next"),
    );
    renderList(RUNS, client);
    await user.click(await screen.findByRole("button", { name: texts.loadMoreLabel! }));

    expect(await screen.findByRole("alert")).toHaveTextContent(faults.serverText!);
    expect(rows()).toHaveLength(1);
    failing = false;
    await user.click(screen.getByRole("button", { name: faults.retryLabel! }));
    expect(await screen.findByRole("cell", { name: "FAQ answers" })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });
});

describe("the runs list's filters", () => {
  it("reads them from the address, and asks the backend for them", async () => {
    const { client, calls } = backend(() => page([failed]));
    renderList(`${RUNS}?status=failed&workflow=wf-1&agent=customer-support`, client);
    await screen.findByRole("table");

    expect(select(texts.statusFilterLabel)).toHaveValue("failed");
    expect(select(texts.workflowFilterLabel)).toHaveValue("wf-1");
    expect(select(texts.agentFilterLabel)).toHaveValue("customer-support");
    expect(runCalls(calls)).toEqual([
      { status: "failed", workflow_id: "wf-1", agent_slug: "customer-support" },
    ]);
    expect(
      within(screen.getByRole("search", { name: texts.filtersLabel! })).getByRole("link", {
        name: texts.clearFiltersLabel!,
      }),
    ).toHaveAttribute("href", `${RUNS}`);
  });

  it("offers every status, the customer's workflows and the agents, each after its 'any'", async () => {
    const { client } = backend(() => page([failed]));
    renderList(RUNS, client);
    await screen.findByRole("table");
    const options = (label: string | null | undefined) =>
      within(select(label))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(options(texts.statusFilterLabel)).toEqual([
      texts.anyStatusLabel,
      "Queued",
      "Running",
      "Succeeded",
      "Failed",
      "Stopped",
    ]);
    expect(options(texts.workflowFilterLabel)).toEqual([
      texts.anyWorkflowLabel,
      "Ticket triage",
      "FAQ answers",
    ]);
    expect(options(texts.agentFilterLabel)).toEqual([
      texts.anyAgentLabel,
      ...content.agents.map((agent) => agent.name),
    ]);
    expect(screen.queryByRole("link", { name: texts.clearFiltersLabel! })).not.toBeInTheDocument();
  });

  it("writes each change to the address, and replaces the list with the filtered one", async () => {
    const user = userEvent.setup();
    const { client, calls } = backend((call) =>
      page(call.query.get("status") === "failed" ? [failed] : [running, failed, succeeded]),
    );
    renderList(RUNS, client);
    await screen.findByRole("table");
    expect(rows()).toHaveLength(3);

    await user.selectOptions(select(texts.statusFilterLabel), "failed");
    await vi.waitFor(() => expect(address()).toBe(`${RUNS}?status=failed`));
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(select(texts.agentFilterLabel), "customer-support");
    await vi.waitFor(() => expect(address()).toBe(`${RUNS}?status=failed&agent=customer-support`));
    await user.selectOptions(select(texts.workflowFilterLabel), "wf-1");
    await vi.waitFor(() =>
      expect(address()).toBe(`${RUNS}?status=failed&workflow=wf-1&agent=customer-support`),
    );
    await screen.findByRole("table");
    expect(runCalls(calls).at(-1)).toEqual({
      status: "failed",
      workflow_id: "wf-1",
      agent_slug: "customer-support",
    });

    await user.selectOptions(select(texts.statusFilterLabel), "");
    await vi.waitFor(() => expect(address()).toBe(`${RUNS}?workflow=wf-1&agent=customer-support`));
  });

  it("keeps a change made while the last one is still on its way to the address", async () => {
    const { client } = backend(() => page([failed]));
    renderList(RUNS, client);
    await screen.findByRole("table");
    // One change right after the other, before the first navigation has ended.
    fireEvent.change(select(texts.statusFilterLabel), { target: { value: "failed" } });
    fireEvent.change(select(texts.workflowFilterLabel), { target: { value: "wf-1" } });
    await vi.waitFor(() => expect(address()).toBe(`${RUNS}?status=failed&workflow=wf-1`));
    expect(select(texts.statusFilterLabel)).toHaveValue("failed");
  });

  it("ignores values it does not know, with a note, and lists every run", async () => {
    const { client, calls } = backend(() => page([failed]));
    renderList(`${RUNS}?status=exploded&workflow=wf-404&agent=nobody`, client);
    await screen.findByRole("table");

    expect(screen.getByText(texts.ignoredFiltersText!, { exact: false })).toHaveTextContent(
      `${texts.ignoredFiltersText} Status, Workflow, Agent`,
    );
    expect(select(texts.statusFilterLabel)).toHaveValue("");
    expect(select(texts.workflowFilterLabel)).toHaveValue("");
    expect(select(texts.agentFilterLabel)).toHaveValue("");
    // The unknown workflow was checked against the customer's before the list was asked for.
    expect(runCalls(calls)).toEqual([{}]);
  });

  it("keeps the known filters beside an unknown one", async () => {
    const { client, calls } = backend(() => page([failed]));
    renderList(`${RUNS}?status=failed&agent=nobody`, client);
    await screen.findByRole("table");
    expect(screen.getByText(texts.ignoredFiltersText!, { exact: false })).toHaveTextContent(/Agent$/);
    expect(runCalls(calls)).toEqual([{ status: "failed" }]);
  });

  it("keeps the filters for the link back from a run's page", async () => {
    const user = userEvent.setup();
    const { client } = backend(() => page([failed]));
    renderRunsPages(`${RUNS}?status=failed`, {
      list: <RunsList content={content} />,
      run: <p>A run</p>,
      client,
    });
    await screen.findByRole("table");
    await user.click(within(rows()[0]).getByRole("link"));
    expect(await screen.findByText("A run")).toBeInTheDocument();
    expect(address()).toBe(`${RUN}?id=run-wf-1-20261126-1`);
  });
});

describe("the runs list's dates and search", () => {
  const field = (label: string | null | undefined) => screen.getByLabelText(label!);
  const apply = () => screen.getByRole("button", { name: texts.applyFiltersLabel! });

  it("reads them from the address, shows them, and asks the backend for them", async () => {
    const { client, calls } = backend(() => page([failed]));
    renderList(`${RUNS}?status=failed&from=2026-11-01&to=2026-11-30&q=Zendesk%20expired`, client);
    await screen.findByRole("table");
    expect(field(texts.fromFilterLabel)).toHaveValue("2026-11-01");
    expect(field(texts.toFilterLabel)).toHaveValue("2026-11-30");
    expect(screen.getByRole("searchbox", { name: texts.searchFilterLabel! })).toHaveValue("Zendesk expired");
    expect(field(texts.fromFilterLabel)).toHaveAccessibleDescription(texts.datesHintText!);
    expect(runCalls(calls)).toEqual([
      { status: "failed", started_from: "2026-11-01", started_to: "2026-11-30", q: "Zendesk expired" },
    ]);
  });

  it("applies them together with Apply, in the address beside the other filters, and reads the list anew", async () => {
    const user = userEvent.setup();
    const { client, calls } = backend((call) => page(call.query.get("q") ? [failed] : [running, failed]));
    renderList(`${RUNS}?status=failed`, client);
    await screen.findByRole("table");
    expect(rows()).toHaveLength(2);

    fireEvent.change(field(texts.fromFilterLabel), { target: { value: "2026-11-20" } });
    fireEvent.change(field(texts.toFilterLabel), { target: { value: "2026-11-26" } });
    await user.type(field(texts.searchFilterLabel), "  rate limit & 50%  ");
    expect(address(), "nothing applies before Apply").toBe(`${RUNS}?status=failed`);
    await user.click(apply());
    await vi.waitFor(() =>
      expect(address()).toBe(`${RUNS}?status=failed&from=2026-11-20&to=2026-11-26&q=rate+limit+%26+50%25`),
    );
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(runCalls(calls).at(-1)).toEqual({
      status: "failed",
      started_from: "2026-11-20",
      started_to: "2026-11-26",
      q: "rate limit & 50%",
    });

    // Enter in the search applies it too; a search emptied is left out.
    await user.clear(field(texts.searchFilterLabel));
    await user.type(field(texts.searchFilterLabel), "{Enter}");
    await vi.waitFor(() => expect(address()).toBe(`${RUNS}?status=failed&from=2026-11-20&to=2026-11-26`));
  });

  it("refuses a To before the From in words, applies nothing, and lets the To be mended", async () => {
    const user = userEvent.setup();
    const { client, calls } = backend(() => page([failed]));
    renderList(RUNS, client);
    await screen.findByRole("table");
    fireEvent.change(field(texts.fromFilterLabel), { target: { value: "2026-11-10" } });
    fireEvent.change(field(texts.toFilterLabel), { target: { value: "2026-11-09" } });
    await user.click(apply());

    expect(screen.getByRole("alert")).toHaveTextContent(texts.rangeErrorText!);
    expect(field(texts.toFilterLabel)).toHaveFocus();
    expect(field(texts.toFilterLabel)).toHaveAttribute("aria-invalid", "true");
    expect(field(texts.toFilterLabel)).toHaveAccessibleDescription(
      `${texts.rangeErrorText} ${texts.datesHintText}`,
    );
    expect(address()).toBe(RUNS);
    expect(runCalls(calls)).toEqual([{}]);

    fireEvent.change(field(texts.toFilterLabel), { target: { value: "2026-11-10" } });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(apply());
    await vi.waitFor(() => expect(address()).toBe(`${RUNS}?from=2026-11-10&to=2026-11-10`));
  });

  it("keeps what was typed while another filter changes, and empties it with Clear filters", async () => {
    const user = userEvent.setup();
    const { client } = backend(() => page([failed]));
    renderList(`${RUNS}?from=2026-11-01`, client);
    await screen.findByRole("table");
    await user.type(field(texts.searchFilterLabel), "zendesk");
    await user.selectOptions(select(texts.statusFilterLabel), "failed");
    await vi.waitFor(() => expect(address()).toBe(`${RUNS}?status=failed&from=2026-11-01`));
    expect(field(texts.searchFilterLabel)).toHaveValue("zendesk");
    expect(field(texts.fromFilterLabel)).toHaveValue("2026-11-01");

    await user.click(screen.getByRole("link", { name: texts.clearFiltersLabel! }));
    await vi.waitFor(() => expect(address()).toBe(RUNS));
    expect(field(texts.searchFilterLabel)).toHaveValue("");
    expect(field(texts.fromFilterLabel)).toHaveValue("");
    expect(select(texts.statusFilterLabel)).toHaveValue("");
  });

  it("says when no run matches them, with the link that clears them", async () => {
    const { client } = backend(() => page([]));
    renderList(`${RUNS}?q=nothing%20like%20this`, client);
    expect(await screen.findByText(texts.noMatchText!)).toBeInTheDocument();
    expect(screen.queryByText(texts.emptyText!)).not.toBeInTheDocument();
  });

  it("leaves out a date that is not one and a To before the From, naming them, and asks for the rest", async () => {
    const { client, calls } = backend(() => page([failed]));
    renderList(`${RUNS}?from=2026-11-10&to=2026-11-09&q=zendesk`, client);
    await screen.findByRole("table");
    expect(screen.getByText(texts.ignoredFiltersText!, { exact: false })).toHaveTextContent(
      `${texts.ignoredFiltersText} ${texts.toFilterLabel}`,
    );
    expect(field(texts.toFilterLabel)).toHaveValue("");
    expect(runCalls(calls)).toEqual([{ started_from: "2026-11-10", q: "zendesk" }]);
  });

  it("leaves out a date the calendar lacks, naming it", async () => {
    const { client, calls } = backend(() => page([failed]));
    renderList(`${RUNS}?from=2026-02-30&to=soon`, client);
    await screen.findByRole("table");
    expect(screen.getByText(texts.ignoredFiltersText!, { exact: false })).toHaveTextContent(
      `${texts.ignoredFiltersText} ${texts.fromFilterLabel}, ${texts.toFilterLabel}`,
    );
    expect(runCalls(calls)).toEqual([{}]);
  });
});

describe("the runs list in Spanish", () => {
  it("says everything in the content's Spanish and links the Spanish run pages", async () => {
    const { client } = backend(() => page([failed]));
    renderList(`/es${RUNS}`, client, spanish);
    const table = await screen.findByRole("table", { name: spanish.runsArea!.title! });
    expect(within(table).getByRole("cell", { name: "Fallida" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "Atención al Cliente" })).toBeInTheDocument();
    expect(within(table).getByRole("link")).toHaveAttribute("href", `/es${RUN}?id=run-wf-1-20261126-1`);
    expect(within(table).getByRole("link")).toHaveTextContent(/^26 nov 2026, /);
    expect(select(spanish.runsArea!.statusFilterLabel)).toHaveDisplayValue(spanish.runsArea!.anyStatusLabel!);
    for (const label of ["Desde", "Hasta", "Buscar en los errores"]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
    expect(screen.getByRole("button", { name: "Aplicar" })).toBeInTheDocument();
  });
});
