import { utcDay, withVisits, type EventInVisit, type RecordedEvent } from "./recorded-events";
import {
  parseStatsQuery,
  type DateRange,
  type Direction,
  type Filter,
  type Metric,
} from "./stats-query-parse";

// Plausible's Stats API v2 (`POST /api/v2/query`) answered from the recorded events: what the
// Studio's views ask, with Plausible's reply shape. A pure function; the HTTP server
// (collector.ts) checks the key.

export type StatsReply = { status: number; body: unknown };
type Row = { dimensions: string[]; metrics: number[] };

const PROPS = "event:props:";
const NONE = "(none)";

const addDays = (day: string, days: number) =>
  utcDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000));

/** The inclusive UTC days of a range, as Plausible resolves the named ones ("30d" is 31 days there). */
function daysOf(range: DateRange, events: readonly RecordedEvent[], now: Date): [string, string] {
  const today = utcDay(now);
  if (Array.isArray(range)) return range;
  if (range === "day") return [today, today];
  if (range === "7d") return [addDays(today, -6), today];
  if (range === "30d") return [addDays(today, -30), today];
  const first = events.reduce(
    (earliest, event) => (utcDay(event.at) < earliest ? utcDay(event.at) : earliest),
    today,
  );
  return [first, today];
}

/** The event's value of a dimension; null: the dimension does not apply (a page view has no goal). */
function valueOf(event: EventInVisit, dimension: string): string | null {
  if (dimension === "time:day") return utcDay(event.at);
  if (dimension === "event:page") return event.pathname;
  if (dimension === "visit:entry_page") return event.entryPage;
  // Every custom event is a goal in the stand-in; a page view is none.
  if (dimension === "event:goal") return event.name === "pageview" ? null : event.name;
  const prop = event.props?.[dimension.slice(PROPS.length)];
  return prop === undefined ? NONE : String(prop);
}

function holds(event: EventInVisit, { operator, dimension, values }: Filter): boolean {
  const value = valueOf(event, dimension);
  if (value === null) return false;
  return operator === "is" ? values.includes(value) : values.some((part) => value.includes(part));
}

function measure(metric: Metric, events: EventInVisit[]): number {
  if (metric === "visitors") return new Set(events.map((event) => event.visitorId)).size;
  if (metric === "visits") return new Set(events.map((event) => event.sessionId)).size;
  const pageviews = events.filter((event) => event.name === "pageview").length;
  return metric === "pageviews" ? pageviews : events.length - pageviews;
}

function compareBy(order: [string, Direction][], metrics: Metric[], dimensions: string[]) {
  const sortKeys: [string, Direction][] = [
    ...order,
    ...dimensions.map((name): [string, Direction] => [name, "asc"]),
  ];
  return (a: Row, b: Row) => {
    for (const [name, direction] of sortKeys) {
      const metric = metrics.indexOf(name as Metric);
      const index = dimensions.indexOf(name);
      const [x, y] =
        metric >= 0 ? [a.metrics[metric], b.metrics[metric]] : [a.dimensions[index], b.dimensions[index]];
      if (x !== y) return (x < y ? -1 : 1) * (direction === "asc" ? 1 : -1);
    }
    return 0;
  };
}

export const WRONG_KEY =
  "Invalid API key or site ID. Please make sure you're using a valid API key with access to the site you've requested.";

/**
 * The reply to a Stats API query: 200 with `results` (each `{ dimensions, metrics }` in the order
 * asked; rows whose metrics are all 0 left out), `meta` and `query`, or 400 with `{ error }`. Only
 * the events of the site (`domain` = `site_id`) count. `siteId`: the one site the key may read
 * (401 for another, as Plausible); unset: any. `now` gives today for the named ranges.
 */
export function answerStatsQuery(
  events: readonly RecordedEvent[],
  body: unknown,
  siteId?: string,
  now = new Date(),
): StatsReply {
  const asked = (body as { site_id?: unknown } | null)?.site_id;
  if (siteId !== undefined && typeof asked === "string" && asked && asked !== siteId)
    return { status: 401, body: { error: WRONG_KEY } };
  const query = parseStatsQuery(body);
  if ("error" in query) return { status: 400, body: { error: query.error } };
  const { metrics, dimensions, filters, limit, offset } = query;
  const site = events.filter((event) => event.domain === query.siteId);
  const [first, last] = daysOf(query.dateRange, site, now);
  const chosen = withVisits(site).filter(
    (event) => utcDay(event.at) >= first && utcDay(event.at) <= last && filters.every((f) => holds(event, f)),
  );
  const groups = new Map<string, { values: string[]; events: EventInVisit[] }>();
  for (const event of chosen) {
    const values = dimensions.map((dimension) => valueOf(event, dimension));
    if (values.some((value) => value === null)) continue;
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values: values as string[], events: [] };
    group.events.push(event);
    groups.set(key, group);
  }
  if (dimensions.length === 0) groups.set("[]", { values: [], events: chosen });
  const rows: Row[] = [...groups.values()]
    .map(({ values, events: own }) => ({ dimensions: values, metrics: metrics.map((m) => measure(m, own)) }))
    .filter((row) => dimensions.length === 0 || row.metrics.some((value) => value !== 0));
  const orderBy: [string, Direction][] = query.orderBy.length
    ? query.orderBy
    : dimensions.includes("time:day")
      ? [["time:day", "asc"]]
      : [[metrics[0], "desc"]];
  rows.sort(compareBy(orderBy, metrics, dimensions));
  return {
    status: 200,
    body: {
      results: rows.slice(offset, offset + limit),
      meta: {},
      query: {
        site_id: query.siteId,
        metrics,
        date_range: [`${first}T00:00:00+00:00`, `${last}T23:59:59+00:00`],
        filters: query.filters.map(({ operator, dimension, values }) => [operator, dimension, values]),
        dimensions,
        order_by: orderBy,
        include: {},
        pagination: { limit, offset },
      },
    },
  };
}
