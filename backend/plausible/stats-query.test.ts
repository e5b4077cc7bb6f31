import { describe, expect, it } from "vitest";
import { recordedEvent, type CollectedEvent } from "./recorded-events";
import { answerStatsQuery } from "./stats-query";

// The Stats API v2 as the stand-in answers it, from a small week of events on nexora.ai:
// visitor A lands on /es/contacto on the 27th, sends a lead there, signs up on /pricing, and comes
// back an hour later (a new visit, entered on /pricing) to start a trial; A returns on the 28th
// (a new visitor that day); B lands on / on the 28th with its Web Vitals and a search that found
// nothing. One page view is another site's.

const SITE = "nexora.ai";
const NOW = new Date("2026-11-29T12:00:00Z");
const A = { ip: "10.0.0.1", userAgent: "Firefox" };
const B = { ip: "10.0.0.2", userAgent: "Safari" };

const event = (
  name: string,
  path: string,
  at: string,
  who: { ip: string; userAgent: string },
  props?: CollectedEvent["props"],
  domain = SITE,
) => recordedEvent({ name, url: `https://${domain}${path}`, domain, props }, { at: new Date(at), ...who });

const EVENTS = [
  event("pageview", "/es/contacto", "2026-11-27T10:00:00Z", A),
  event("Lead", "/es/contacto", "2026-11-27T10:05:00Z", A, { source: "contact-page" }),
  event("pageview", "/pricing", "2026-11-27T10:10:00Z", A),
  event("Sign up", "/pricing", "2026-11-27T10:12:00Z", A, { method: "password" }),
  event("pageview", "/pricing", "2026-11-27T11:00:00Z", A),
  event("Start trial", "/pricing", "2026-11-27T11:01:00Z", A, { agent: "ada", plan: "starter" }),
  event("pageview", "/es/contacto", "2026-11-28T09:00:00Z", A),
  event("pageview", "/", "2026-11-28T09:00:00Z", B),
  event("Web Vitals", "/", "2026-11-28T09:01:00Z", B, { lcp: 1200, cls: 0.05 }),
  event("Search without results", "/", "2026-11-28T09:02:00Z", B, { query: "robots" }),
  event("pageview", "/es/contacto", "2026-11-28T09:00:00Z", B, undefined, "other.site"),
];

type Reply = {
  results: { dimensions: string[]; metrics: number[] }[];
  meta: object;
  query: Record<string, unknown>;
};

function ask(query: Record<string, unknown>, now = NOW) {
  const reply = answerStatsQuery(EVENTS, { site_id: SITE, date_range: "all", ...query }, undefined, now);
  expect(reply).toMatchObject({ status: 200 });
  return (reply.body as Reply).results.map((row) => [...row.dimensions, ...row.metrics]);
}

const isPage = (page: string) => ["is", "event:page", [page]];
const isGoal = (...goals: string[]) => ["is", "event:goal", goals];
const enteredOn = (page: string) => ["is", "visit:entry_page", [page]];

describe("the Stats API's metrics", () => {
  it("count visitors (distinct each day), page views, custom events and visits", () => {
    expect(ask({ metrics: ["visitors"] })).toEqual([[3]]);
    expect(ask({ metrics: ["pageviews"] })).toEqual([[5]]);
    expect(ask({ metrics: ["events"] })).toEqual([[5]]);
    expect(ask({ metrics: ["visits"] })).toEqual([[4]]);
    expect(ask({ metrics: ["visits", "pageviews", "visitors"] })).toEqual([[4, 5, 3]]);
  });

  it("read only the events of the site asked", () => {
    expect(ask({ metrics: ["visitors", "pageviews"], site_id: "other.site" })).toEqual([[1, 1]]);
    expect(ask({ metrics: ["visitors"], site_id: "unknown.site" })).toEqual([[0]]);
  });

  it("give a range's visitors as the sum of its days' visitors", () => {
    const days = ask({ metrics: ["visitors"], dimensions: ["time:day"] });
    expect(days).toEqual([
      ["2026-11-27", 1],
      ["2026-11-28", 2],
    ]);
    expect(days.reduce((sum, [, visitors]) => sum + Number(visitors), 0)).toBe(
      ask({ metrics: ["visitors"] })[0][0],
    );
  });
});

describe("the Stats API's dimensions", () => {
  it("group by page, by goal (custom events only) and by a property, with (none) where it is missing", () => {
    expect(ask({ metrics: ["pageviews"], dimensions: ["event:page"] })).toEqual([
      ["/es/contacto", 2],
      ["/pricing", 2],
      ["/", 1],
    ]);
    expect(ask({ metrics: ["events"], dimensions: ["event:goal"] })).toEqual([
      ["Lead", 1],
      ["Search without results", 1],
      ["Sign up", 1],
      ["Start trial", 1],
      ["Web Vitals", 1],
    ]);
    expect(
      ask({
        metrics: ["events"],
        dimensions: ["event:props:source", "event:props:form"],
        filters: [isGoal("Lead")],
      }),
    ).toEqual([["contact-page", "(none)", 1]]);
    expect(
      ask({
        metrics: ["events"],
        dimensions: ["event:props:lcp", "event:props:inp"],
        filters: [isGoal("Web Vitals")],
      }),
    ).toEqual([["1200", "(none)", 1]]);
  });

  it("give each event its visit's entry page: the first page view's of the visit", () => {
    expect(ask({ metrics: ["visitors", "visits"], dimensions: ["visit:entry_page"] })).toEqual([
      ["/es/contacto", 2, 2],
      ["/", 1, 1],
      ["/pricing", 1, 1],
    ]);
  });

  it("leave out rows whose metrics are all 0", () => {
    // /es/contacto had only a page view on the 28th: no custom event, no row.
    expect(ask({ metrics: ["events"], dimensions: ["time:day", "event:page"] })).toEqual([
      ["2026-11-27", "/es/contacto", 1],
      ["2026-11-27", "/pricing", 2],
      ["2026-11-28", "/", 2],
    ]);
  });
});

describe("the Stats API's filters", () => {
  it("count with a goal filter only the goal's events, and the visitors who did them", () => {
    expect(ask({ metrics: ["visitors", "events", "pageviews"], filters: [isGoal("Lead")] })).toEqual([
      [1, 1, 0],
    ]);
    expect(ask({ metrics: ["events"], filters: [isGoal("Lead", "Sign up")] })).toEqual([[2]]);
    expect(ask({ metrics: ["visitors"], filters: [isGoal("pageview")] })).toEqual([[0]]);
    expect(ask({ metrics: ["visitors"], dimensions: ["event:goal"] }).map(([goal]) => goal)).not.toContain(
      "pageview",
    );
  });

  it("hold all filters on the same event: a goal on a page", () => {
    expect(ask({ metrics: ["events"], filters: [isPage("/es/contacto"), isGoal("Lead")] })).toEqual([[1]]);
    expect(ask({ metrics: ["events"], filters: [isPage("/pricing"), isGoal("Lead")] })).toEqual([[0]]);
  });

  it("count with an entry page filter every event of the visits that began there", () => {
    expect(
      ask({ metrics: ["visitors"], dimensions: ["time:day"], filters: [enteredOn("/es/contacto")] }),
    ).toEqual([
      ["2026-11-27", 1],
      ["2026-11-28", 1],
    ]);
    const landedGoals = { metrics: ["events"], dimensions: ["event:goal"] };
    expect(
      ask({ ...landedGoals, filters: [enteredOn("/es/contacto"), isGoal("Sign up", "Start trial")] }),
    ).toEqual([["Sign up", 1]]);
    expect(
      ask({ ...landedGoals, filters: [enteredOn("/pricing"), isGoal("Sign up", "Start trial")] }),
    ).toEqual([["Start trial", 1]]);
    expect(
      ask({ metrics: ["visitors"], filters: [enteredOn("/"), isGoal("Lead", "Sign up", "Start trial")] }),
    ).toEqual([[0]]);
  });

  it("match with is any value of the list, with contains any part, and (none) a missing property", () => {
    expect(ask({ metrics: ["pageviews"], filters: [["is", "event:page", ["/", "/pricing"]]] })).toEqual([
      [3],
    ]);
    expect(
      ask({ metrics: ["pageviews"], filters: [["contains", "event:page", ["contact", "nothing"]]] }),
    ).toEqual([[2]]);
    expect(ask({ metrics: ["events"], filters: [["contains", "event:goal", ["Sign", "Start"]]] })).toEqual([
      [2],
    ]);
    expect(ask({ metrics: ["events"], filters: [["is", "event:props:plan", ["starter"]]] })).toEqual([[1]]);
    expect(ask({ metrics: ["events"], filters: [["is", "event:props:query", ["(none)"]]] })).toEqual([[4]]);
    expect(ask({ metrics: ["visitors"], filters: [["contains", "visit:entry_page", ["pric"]]] })).toEqual([
      [1],
    ]);
  });

  it("take the filters in an and wrapper", () => {
    expect(
      ask({ metrics: ["events"], filters: [["and", [isPage("/es/contacto"), isGoal("Lead")]]] }),
    ).toEqual([[1]]);
    expect(ask({ metrics: ["events"], filters: [["and", [isPage("/pricing"), isGoal("Lead")]]] })).toEqual([
      [0],
    ]);
  });
});

describe("the Stats API's date ranges", () => {
  const visitorsIn = (date_range: unknown, now = NOW) =>
    ask({ metrics: ["visitors"], date_range }, now)[0][0];

  it("take two UTC days, both included", () => {
    expect(visitorsIn(["2026-11-27", "2026-11-27"])).toBe(1);
    expect(visitorsIn(["2026-11-28", "2026-11-29"])).toBe(2);
    expect(visitorsIn(["2026-11-20", "2026-11-26"])).toBe(0);
  });

  it('take "day", "7d" and "30d" up to today, as Plausible, and "all"', () => {
    expect(visitorsIn("day", new Date("2026-11-28T23:59:00Z"))).toBe(2);
    expect(visitorsIn("7d", new Date("2026-12-03T00:00:00Z"))).toBe(3);
    expect(visitorsIn("7d", new Date("2026-12-04T00:00:00Z"))).toBe(2);
    expect(visitorsIn("30d", new Date("2026-12-27T00:00:00Z"))).toBe(3);
    expect(visitorsIn("30d", new Date("2026-12-28T00:00:00Z"))).toBe(2);
    expect(visitorsIn("all")).toBe(3);
  });
});

describe("the Stats API's order and pagination", () => {
  const byPage = { metrics: ["pageviews", "visitors"], dimensions: ["event:page"] };

  it("order by the time first if asked, else by the first metric, descending", () => {
    expect(ask({ metrics: ["pageviews"], dimensions: ["time:day"] }).map(([day]) => day)).toEqual([
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(ask(byPage).map(([page]) => page)).toEqual(["/es/contacto", "/pricing", "/"]);
  });

  it("order by a metric or a dimension, either way", () => {
    expect(ask({ ...byPage, order_by: [["pageviews", "asc"]] }).map(([page]) => page)).toEqual([
      "/",
      "/es/contacto",
      "/pricing",
    ]);
    expect(ask({ ...byPage, order_by: [["visitors", "desc"]] }).map(([page]) => page)).toEqual([
      "/es/contacto",
      "/",
      "/pricing",
    ]);
    expect(ask({ ...byPage, order_by: [["event:page", "desc"]] }).map(([page]) => page)).toEqual([
      "/pricing",
      "/es/contacto",
      "/",
    ]);
    expect(
      ask({ metrics: ["pageviews"], dimensions: ["time:day"], order_by: [["time:day", "desc"]] }).map(
        ([d]) => d,
      ),
    ).toEqual(["2026-11-28", "2026-11-27"]);
  });

  it("give limit rows from offset", () => {
    expect(ask({ ...byPage, pagination: { limit: 1, offset: 1 } })).toEqual([["/pricing", 2, 1]]);
    expect(ask({ ...byPage, pagination: { limit: 2 } })).toHaveLength(2);
    expect(ask({ ...byPage, pagination: { offset: 3 } })).toEqual([]);
  });
});

describe("the Stats API's reply", () => {
  it("is Plausible's shape, with the query as understood", () => {
    const reply = answerStatsQuery(
      EVENTS,
      {
        site_id: SITE,
        metrics: ["visitors"],
        date_range: ["2026-11-27", "2026-11-28"],
        filters: [isGoal("Lead")],
      },
      SITE,
      NOW,
    );
    expect(reply).toEqual({
      status: 200,
      body: {
        results: [{ dimensions: [], metrics: [1] }],
        meta: {},
        query: {
          site_id: SITE,
          metrics: ["visitors"],
          date_range: ["2026-11-27T00:00:00+00:00", "2026-11-28T23:59:59+00:00"],
          filters: [["is", "event:goal", ["Lead"]]],
          dimensions: [],
          order_by: [["visitors", "desc"]],
          include: {},
          pagination: { limit: 10000, offset: 0 },
        },
      },
    });
  });
});

describe("the Stats API's refusals", () => {
  const valid = { site_id: SITE, metrics: ["visitors"], date_range: "7d" };

  it.each([
    ["no object", [], "#: Expected a JSON object"],
    ["no site_id", { metrics: ["visitors"], date_range: "7d" }, "Missing site ID"],
    [
      "an unknown property",
      { ...valid, interval: "day" },
      "#/interval: Schema does not allow additional properties",
    ],
    ["no metrics", { site_id: SITE, date_range: "7d" }, "#/metrics: Required property metrics"],
    ["no metric", { ...valid, metrics: [] }, "#/metrics: Expected a non-empty list"],
    [
      "an unsupported metric",
      { ...valid, metrics: ["visitors", "bounce_rate"] },
      '#/metrics/1: Invalid metric "bounce_rate"',
    ],
    [
      "an unsupported dimension",
      { ...valid, dimensions: ["visit:source"] },
      '#/dimensions/0: Invalid dimension "visit:source"',
    ],
    [
      "a property dimension with no name",
      { ...valid, dimensions: ["event:props:"] },
      'Invalid dimension "event:props:"',
    ],
    [
      "an unsupported operator",
      { ...valid, filters: [["is_not", "event:page", ["/"]]] },
      '#/filters/0: Invalid filter operator "is_not"',
    ],
    [
      "an unsupported filter dimension",
      { ...valid, filters: [["is", "time:day", ["x"]]] },
      'Invalid filter dimension "time:day"',
    ],
    [
      "a filter with no values",
      { ...valid, filters: [["is", "event:page", []]] },
      "#/filters/0: Invalid filter",
    ],
    [
      "a filter of numbers",
      { ...valid, filters: [["is", "event:props:lcp", [1200]]] },
      "#/filters/0: Invalid filter",
    ],
    [
      "a bad filter in and",
      { ...valid, filters: [["and", [["or", []]]]] },
      '#/filters/0/1/0: Invalid filter operator "or"',
    ],
    ["no date_range", { site_id: SITE, metrics: ["visitors"] }, "#/date_range: Required property date_range"],
    [
      "an unsupported date_range",
      { ...valid, date_range: "month" },
      '#/date_range: Invalid date_range "month"',
    ],
    [
      "a malformed day",
      { ...valid, date_range: ["2026-11-31", "2026-12-01"] },
      "#/date_range: Invalid date_range",
    ],
    [
      "a range that ends first",
      { ...valid, date_range: ["2026-11-02", "2026-11-01"] },
      "it ends before it starts",
    ],
    [
      "an order by what is not asked",
      { ...valid, order_by: [["pageviews", "desc"]] },
      '"pageviews" is not a queried metric or dimension',
    ],
    [
      "an order with no direction",
      { ...valid, order_by: [["visitors"]] },
      "#/order_by/0: Invalid order_by entry",
    ],
    ["a limit of 0", { ...valid, pagination: { limit: 0 } }, "#/pagination/limit: Invalid limit 0"],
    [
      "a limit over 10000",
      { ...valid, pagination: { limit: 10001 } },
      "#/pagination/limit: Invalid limit 10001",
    ],
    ["a negative offset", { ...valid, pagination: { offset: -1 } }, "#/pagination/offset: Invalid offset -1"],
    ["an include", { ...valid, include: { time_labels: true } }, "#/include/time_labels: not supported"],
  ])("answer 400 for %s, naming it", (_, body, message) => {
    const reply = answerStatsQuery(EVENTS, body, undefined, NOW);
    expect(reply.status).toBe(400);
    expect((reply.body as { error: string }).error).toContain(message);
  });

  it("say what the stand-in supports when it refuses", () => {
    expect(answerStatsQuery(EVENTS, { ...valid, metrics: ["bounce_rate"] }, undefined, NOW).body).toEqual({
      error:
        '#/metrics/0: Invalid metric "bounce_rate": the local stand-in of Plausible supports visitors, pageviews, events, visits',
    });
  });

  it("answer 401 for a site the key may not read, before anything else", () => {
    const other = answerStatsQuery(EVENTS, { site_id: "other.site", metrics: ["nonsense"] }, SITE, NOW);
    expect(other).toEqual({
      status: 401,
      body: { error: expect.stringContaining("Invalid API key or site ID") },
    });
    expect(answerStatsQuery(EVENTS, valid, SITE, NOW)).toMatchObject({ status: 200 });
    expect(answerStatsQuery(EVENTS, { metrics: ["visitors"], date_range: "7d" }, SITE, NOW).status).toBe(400);
  });
});

describe("the queries the Studio sends (the plan of issue 68)", () => {
  const P = "/es/contacto";
  const page = ["is", "event:page", [P]];
  const landed = ["is", "visit:entry_page", [P]];
  const leads = isGoal("Lead");
  const converted = isGoal("Lead", "Sign up", "Start trial");
  const vitals = isGoal("Web Vitals");
  const performance = { date_range: ["2026-09-30", "2026-11-28"] };
  const whatWorks = { date_range: ["2026-10-30", "2026-11-28"] };

  it.each([
    ["page", { metrics: ["visitors", "pageviews"], dimensions: ["time:day"], filters: [page] }],
    [
      "leads",
      {
        metrics: ["events"],
        dimensions: ["time:day", "event:props:source", "event:props:form"],
        filters: [page, leads],
      },
    ],
    ["landed", { metrics: ["visitors"], dimensions: ["time:day"], filters: [landed] }],
    [
      "landed goals",
      {
        metrics: ["events"],
        dimensions: ["time:day", "event:goal"],
        filters: [landed, isGoal("Sign up", "Start trial")],
      },
    ],
    ["converted", { metrics: ["visitors"], dimensions: ["time:day"], filters: [landed, converted] }],
    [
      "vitals",
      { metrics: ["events"], dimensions: ["time:day", "event:props:lcp"], filters: [isPage("/"), vitals] },
    ],
  ])("answers the Performance view's %s query", (_, query) => {
    expect(ask({ ...performance, ...query }).length).toBeGreaterThan(0);
  });

  it.each([
    [
      "pages by leads",
      { metrics: ["events"], dimensions: ["event:page"], filters: [leads], order_by: [["events", "desc"]] },
    ],
    ["landed", { metrics: ["visitors"], dimensions: ["visit:entry_page"] }],
    ["converted", { metrics: ["visitors"], dimensions: ["visit:entry_page"], filters: [converted] }],
    [
      "forms by leads",
      { metrics: ["events"], dimensions: ["event:props:source", "event:props:form"], filters: [leads] },
    ],
    [
      "slowest pages",
      { metrics: ["events"], dimensions: ["event:page", "event:props:lcp"], filters: [vitals] },
    ],
    [
      "searches that found nothing",
      {
        metrics: ["events"],
        dimensions: ["event:props:query", "event:page"],
        filters: [isGoal("Search without results")],
      },
    ],
  ])("answers What works' %s query", (_, query) => {
    expect(ask({ ...whatWorks, ...query }).length).toBeGreaterThan(0);
  });
});
