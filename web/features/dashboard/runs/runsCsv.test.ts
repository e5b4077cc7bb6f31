import { describe, expect, it } from "vitest";
import { runSummary } from "../../../../tests/unit/runs-stand-in";
import { CSV_BOM, csvCell, csvDateTime, csvText, runsCsv, type RunsCsvWords } from "./runsCsv";

const words: RunsCsvWords = {
  headings: {
    runId: "Run ID",
    workflow: "Workflow",
    agent: "Agent",
    status: "Status",
    startedAt: "Started (UTC)",
    finishedAt: "Finished (UTC)",
    durationSeconds: "Duration (s)",
    error: "Error",
    runPage: "Run page",
  },
  status: (status) => ({ failed: "Failed", succeeded: "Succeeded" })[status as string] ?? null,
  agent: (slug) => (slug === "customer-support" ? "Customer Support" : null),
  runPage: (id) => `https://example.com/dashboard/run?id=${id}`,
};

/** The file's lines, its BOM taken off (each line ends with CRLF). */
const lines = (text: string) => text.slice(CSV_BOM.length).split("\r\n").slice(0, -1);

describe("a CSV cell", () => {
  it("is the text as it is when nothing in it needs quoting", () => {
    expect(csvCell("Ticket triage")).toBe("Ticket triage");
    expect(csvCell(4.2)).toBe("4.2");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it.each([
    ["a comma", "Read, classify", '"Read, classify"'],
    ["a double quote", 'The "FAQ" flow', '"The ""FAQ"" flow"'],
    ["a line feed", "line one\nline two", '"line one\nline two"'],
    ["a CRLF", "line one\r\nline two", '"line one\r\nline two"'],
    ["only quotes", '""', '""""""'],
  ])("quotes a text with %s, its quotes doubled (RFC 4180)", (_case, text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([
    ["=", '=HYPERLINK("http://evil.example","Click")', '"\'=HYPERLINK(""http://evil.example"",""Click"")"'],
    ["+", "+1+1", "'+1+1"],
    ["-", "-2+3", "'-2+3"],
    ["@", "@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["a tab", "\t=1+1", "'\t=1+1"],
    ["a carriage return", "\r=1+1", '"\'\r=1+1"'],
  ])("disarms a text that begins with %s (OWASP CSV injection)", (_case, text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it("leaves a formula character alone when it is not the first", () => {
    expect(csvCell("Rate limit = 50/min")).toBe("Rate limit = 50/min");
    expect(csvCell("a@b.example")).toBe("a@b.example");
    expect(csvCell(" =1+1")).toBe(" =1+1");
  });
});

describe("a CSV file", () => {
  it("begins with UTF-8's byte order mark and ends each row with CRLF", () => {
    const text = csvText([
      ["a", "b"],
      ["c", null],
    ]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(text).toBe("\uFEFFa,b\r\nc,\r\n");
  });
});

describe("the runs' CSV file", () => {
  const failed = runSummary({
    error: { code: "connection_expired", message: "The connection to Zendesk has expired, reconnect it." },
  });
  const running = runSummary({
    id: "run-wf-3-20261126-1",
    workflow_name: "=cmd|' /C calc'!A0",
    agent_slug: "data-analyst",
    status: "running",
    started_at: "2026-11-26T10:00:00+01:00",
    finished_at: null,
    duration_ms: null,
  });

  it("has the headings of the page's language, then a run a row with what a spreadsheet needs", () => {
    expect(lines(runsCsv([failed, running], words))).toEqual([
      "Run ID,Workflow,Agent,Status,Started (UTC),Finished (UTC),Duration (s),Error,Run page",
      [
        "run-wf-1-20261126-1",
        "Ticket triage",
        "Customer Support",
        "Failed",
        "2026-11-26 09:00:00",
        "2026-11-26 09:00:04",
        "4.2",
        '"The connection to Zendesk has expired, reconnect it."',
        "https://example.com/dashboard/run?id=run-wf-1-20261126-1",
      ].join(","),
      // A status and an agent the words lack keep the backend's; a run still going has no end.
      [
        "run-wf-3-20261126-1",
        "'=cmd|' /C calc'!A0",
        "data-analyst",
        "running",
        "2026-11-26 09:00:00",
        "",
        "",
        "",
        "https://example.com/dashboard/run?id=run-wf-3-20261126-1",
      ].join(","),
    ]);
  });

  it("is the heading row alone for no runs", () => {
    expect(lines(runsCsv([], words))).toHaveLength(1);
  });

  it("names a column by its key when the content lacks its heading", () => {
    expect(lines(runsCsv([], { ...words, headings: null }))[0]).toBe(
      "runId,workflow,agent,status,startedAt,finishedAt,durationSeconds,error,runPage",
    );
  });

  it("writes a date and time in UTC as spreadsheets read one", () => {
    expect(csvDateTime("2026-11-26T23:30:00.500-02:00")).toBe("2026-11-27 01:30:00");
    expect(csvDateTime(null)).toBe("");
    expect(csvDateTime("not a date")).toBe("");
  });
});
