import { paths } from "#content/paths.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BackendClient, RunFilters, RunSummary } from "#web/shared/api/backend.ts";
import {
  dashboardContent,
  fakeBackend,
  json,
  renderRunsPages,
  runSummary,
  type Call,
} from "../../../../tests/unit/runs-stand-in";
import { RunsList } from "./RunsList";

// Export CSV on the runs list: every run the filters match, all pages, as one file or none.

const RUNS = paths.dashboardRuns;
const content = await dashboardContent("en");
const spanish = await dashboardContent("es");
const texts = content.runsArea!;
const faults = content.loadStates!;

/** `count` runs, newest first, the first failed with an error a spreadsheet would run. */
const runs = (count: number, prefix = "run"): RunSummary[] =>
  Array.from({ length: count }, (_, index) =>
    runSummary({
      id: `${prefix}-${String(count - index).padStart(5, "0")}`,
      error: index
        ? null
        : { code: "rate_limited", message: '=HYPERLINK("http://evil.example","Slack, again")' },
    }),
  );

/**
 * A backend whose list (no `limit`) is its first page, and whose export (`limit=100`) is `pages`,
 * each a page's runs, or a reply or failure of its own; the cursor is the next page's index.
 */
function backend(pages: (RunSummary[] | (() => Response | Error | Promise<Response>))[]) {
  return fakeBackend((call: Call) => {
    if (call.path === "/api/workflows") return json([]);
    const index = Number(call.query.get("cursor") ?? 0);
    const page = pages[index];
    if (typeof page === "function") return page();
    // The list shows a few runs of the first page: the export reads its own pages.
    if (!call.query.get("limit")) return json({ runs: page.slice(0, 3), next_cursor: null });
    return json({ runs: page, next_cursor: index + 1 < pages.length ? String(index + 1) : null });
  });
}
const exportCalls = (calls: Call[]) =>
  calls.filter((call) => call.query.get("limit") === "100").map((call) => Object.fromEntries(call.query));

/** What the browser was asked to save: each file's name and bytes. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, "createObjectURL", {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
  });
  Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
/** The file's lines: its text after the BOM, cut at each CRLF. */
const fileLines = async (blob: Blob) =>
  new TextDecoder("utf-8", { ignoreBOM: true })
    .decode(await bytes(blob))
    .slice(1)
    .split("\r\n")
    .slice(0, -1);
const exportButton = (label = texts.exportLabel) => screen.getByRole("button", { name: label! });

describe("Export CSV", () => {
  it("saves every run the filters match, all pages, once the last has come, and says so", async () => {
    const user = userEvent.setup();
    let third: (reply: Response) => void = () => {};
    const [one, two, three] = [runs(100, "a"), runs(100, "b"), runs(37, "c")];
    const { client, calls } = backend([
      one,
      two,
      () => new Promise<Response>((resolve) => (third = resolve)),
    ]);
    renderRunsPages(`${RUNS}?status=failed&from=2026-11-01&to=2026-11-30&q=slack`, {
      list: <RunsList content={content} />,
      client,
    });
    await screen.findByRole("table");
    await user.click(exportButton());

    // Busy while the pages come: it says so and takes no press; nothing is saved yet.
    const busy = await screen.findByRole("button", { name: texts.exportingLabel! });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await vi.waitFor(() => expect(exportCalls(calls)).toHaveLength(3));
    await user.click(busy);
    expect(saved).toEqual([]);
    expect(exportCalls(calls), "a press while busy starts nothing").toHaveLength(3);
    third(json({ runs: three, next_cursor: null }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(exportCalls(calls)).toEqual(
      [undefined, "1", "2"].map((cursor) => ({
        status: "failed",
        started_from: "2026-11-01",
        started_to: "2026-11-30",
        q: "slack",
        limit: "100",
        ...(cursor ? { cursor } : {}),
      })),
    );
    const [{ name, blob }] = saved;
    expect(name).toMatch(/^runs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(blob.type).toBe("text/csv;charset=utf-8");
    expect((await bytes(blob)).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const lines = await fileLines(blob);
    expect(lines).toHaveLength(1 + 237);
    expect(lines[0]).toBe(
      "Run ID,Workflow,Agent,Status,Started (UTC),Finished (UTC),Duration (s),Error,Run page",
    );
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(
      [...one, ...two, ...three].map((run) => run.id),
    );
    expect(lines[1]).toBe(
      [
        "a-00100",
        "Ticket triage",
        "Customer Support",
        "Failed",
        "2026-11-26 09:00:00",
        "2026-11-26 09:00:04",
        "4.2",
        `"'=HYPERLINK(""http://evil.example"",""Slack, again"")"`,
        `${window.location.origin}${paths.dashboardRun}?id=a-00100`,
      ].join(","),
    );
    expect(await screen.findByText(`237 runs saved in ${name}.`)).toHaveAttribute("role", "status");
    expect(exportButton()).not.toHaveAttribute("aria-disabled");
  });

  it("saves nothing when a page fails midway, says why, and retries from the first page", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    let failing = true;
    const { client, calls } = backend([
      runs(100, "a"),
      () => (failing ? new Response("", { status: 503 }) : json({ runs: runs(100, "b"), next_cursor: "2" })),
      runs(5, "c"),
    ]);
    renderRunsPages(RUNS, { list: <RunsList content={content} />, client });
    await screen.findByRole("table");
    await user.click(exportButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`${texts.exportFailedText} ${faults.serverText}`);
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(exportButton()).not.toHaveAttribute("aria-disabled");

    failing = false;
    const before = exportCalls(calls).length;
    const button = exportButton();
    await user.click(within(alert.parentElement!).getByRole("button", { name: faults.retryLabel! }));
    // The Retry has gone: the export's button has the focus.
    expect(button).toHaveFocus();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(
      exportCalls(calls)
        .slice(before)
        .map((call) => call.cursor),
    ).toEqual([undefined, "1", "2"]);
    expect(await fileLines(saved[0].blob)).toHaveLength(1 + 205);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the backend did not answer in time when a page times out, and saves nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    // What fetch throws when the client's 10-second deadline aborts it.
    const { client } = backend([
      runs(100, "a"),
      () => new DOMException("The operation was aborted.", "AbortError") as unknown as Error,
    ]);
    renderRunsPages(RUNS, { list: <RunsList content={content} />, client });
    await screen.findByRole("table");
    await user.click(exportButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `${texts.exportFailedText} ${faults.timeoutText}`,
    );
    expect(saved).toEqual([]);
  });

  it("holds the newest 10,000 runs at most, and says so in the page's language", async () => {
    const user = userEvent.setup();
    const pages = Array.from({ length: 101 }, (_, index) => runs(100, `p${String(index).padStart(3, "0")}`));
    const { client: checked } = backend(pages);
    // The export's pages unchecked against openapi.yaml (a hundred checks would take seconds): the
    // other tests check them.
    const calls: RunFilters[] = [];
    const client: BackendClient = {
      ...checked,
      listRuns: async (filters = {}) => {
        if (!filters.limit) return checked.listRuns(filters);
        calls.push(filters);
        const index = Number(filters.cursor ?? 0);
        return { runs: pages[index], next_cursor: index + 1 < pages.length ? String(index + 1) : null };
      },
    };
    renderRunsPages(`/es${RUNS}`, { list: <RunsList content={spanish} />, client });
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: spanish.runsArea!.exportLabel! }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls).toHaveLength(100);
    const lines = await fileLines(saved[0].blob);
    expect(lines).toHaveLength(1 + 10_000);
    expect(lines[0]).toBe(
      "ID de ejecución,Flujo de trabajo,Agente,Estado,Inicio (UTC),Fin (UTC),Duración (s),Error,Página de la ejecución",
    );
    expect(lines[1]).toContain(",Atención al Cliente,Fallida,");
    expect(lines[1]).toContain(`${window.location.origin}/es${paths.dashboardRun}?id=`);
    expect(lines.at(-1)?.split(",")[0]).toBe("p099-00001");
    expect(
      await screen.findByText(
        `10,000 ejecuciones guardadas en ${saved[0].name}. El archivo contiene solo las 10,000 ejecuciones más recientes`,
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  it("is not offered while the list has no runs", async () => {
    const { client } = backend([[]]);
    renderRunsPages(RUNS, { list: <RunsList content={content} />, client });
    await screen.findByText(texts.emptyText!);
    expect(screen.queryByRole("button", { name: texts.exportLabel! })).not.toBeInTheDocument();
  });

  it("is not offered without a backend", async () => {
    renderRunsPages(RUNS, { list: <RunsList content={content} />, client: null });
    await screen.findByText(faults.noBackendText!);
    expect(screen.queryByRole("button", { name: texts.exportLabel! })).not.toBeInTheDocument();
  });
});
