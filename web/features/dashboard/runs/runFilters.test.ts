import { describe, expect, it } from "vitest";
import { backendFilters, filtersSearch, isDay, NO_FILTERS, readFilters } from "./runFilters";

const choices = { agents: ["customer-support"], workflows: ["wf-1"] };
const read = (query: string) => readFilters(new URLSearchParams(query), choices);

describe("the runs list's filters in the address", () => {
  it("reads a range of days and a search beside the other filters, and gives the backend each", () => {
    const { chosen, ignored } = read(
      "status=failed&workflow=wf-1&agent=customer-support&from=2026-11-01&to=2026-11-30&q=zendesk",
    );
    expect(ignored).toEqual([]);
    expect(chosen).toEqual({
      status: "failed",
      workflow: "wf-1",
      agent: "customer-support",
      from: "2026-11-01",
      to: "2026-11-30",
      q: "zendesk",
    });
    expect(backendFilters(chosen)).toEqual({
      status: "failed",
      workflow_id: "wf-1",
      agent_slug: "customer-support",
      started_from: "2026-11-01",
      started_to: "2026-11-30",
      q: "zendesk",
    });
    expect(filtersSearch(chosen)).toBe(
      "?status=failed&workflow=wf-1&agent=customer-support&from=2026-11-01&to=2026-11-30&q=zendesk",
    );
  });

  it("takes one end of the range alone, and a range of one day", () => {
    expect(read("from=2026-11-01").chosen).toMatchObject({ from: "2026-11-01", to: "" });
    expect(read("to=2026-11-30").chosen).toMatchObject({ from: "", to: "2026-11-30" });
    expect(read("from=2026-11-05&to=2026-11-05")).toMatchObject({
      chosen: { from: "2026-11-05", to: "2026-11-05" },
      ignored: [],
    });
  });

  it.each([
    ["a day the calendar lacks", "from=2026-02-30", ["from"]],
    ["a month that is not one", "to=2026-13-01", ["to"]],
    ["a date in another form", "from=01/11/2026&to=2026-11-3", ["from", "to"]],
    ["a date and time", "from=2026-11-01T00:00:00Z", ["from"]],
    ["a search longer than the backend takes", `q=${"x".repeat(201)}`, ["q"]],
  ])("leaves out %s, and names it", (_case, query, ignored) => {
    const read = readFilters(new URLSearchParams(`status=failed&${query}`), choices);
    expect(read.ignored).toEqual(ignored);
    for (const name of ignored) expect(read.chosen[name as keyof typeof read.chosen]).toBe("");
    expect(read.chosen.status).toBe("failed");
    const sent = backendFilters(read.chosen);
    expect(Object.entries(sent).filter(([, value]) => value !== undefined)).toEqual([["status", "failed"]]);
  });

  it("leaves out a To before the From, and keeps the From", () => {
    const { chosen, ignored } = read("from=2026-11-10&to=2026-11-09");
    expect(ignored).toEqual(["to"]);
    expect(backendFilters(chosen)).toMatchObject({ started_from: "2026-11-10", started_to: undefined });
  });

  it("keeps a From that is a day when the To is not, and a To when the From is not", () => {
    expect(read("from=2026-11-10&to=tomorrow")).toMatchObject({
      chosen: { from: "2026-11-10", to: "" },
      ignored: ["to"],
    });
    expect(read("from=yesterday&to=2026-11-09")).toMatchObject({
      chosen: { from: "", to: "2026-11-09" },
      ignored: ["from"],
    });
  });

  it("trims the search, takes 200 characters, and takes spaces alone as no search", () => {
    expect(read("q=%20%20Zendesk%20expired%20").chosen.q).toBe("Zendesk expired");
    expect(read(`q=${"x".repeat(200)}`).chosen.q).toHaveLength(200);
    expect(read("q=%20%20")).toEqual({ chosen: NO_FILTERS, ignored: [] });
    expect(filtersSearch({ ...NO_FILTERS, q: "rate limit & 50%" })).toBe("?q=rate+limit+%26+50%25");
    expect(read(filtersSearch({ ...NO_FILTERS, q: "rate limit & 50%" }).slice(1)).chosen.q).toBe(
      "rate limit & 50%",
    );
  });

  it("sends no empty filter to the backend", () => {
    expect(Object.values(backendFilters(NO_FILTERS)).every((value) => value === undefined)).toBe(true);
    expect(filtersSearch(NO_FILTERS)).toBe("");
  });
});

describe("isDay", () => {
  it.each([
    ["2026-11-24", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-04-31", false],
    ["2026-11-24 ", false],
    ["", false],
  ])("%j is a day: %s", (value, day) => expect(isDay(value)).toBe(day));
});
