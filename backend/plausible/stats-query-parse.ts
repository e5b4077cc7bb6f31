// The Stats API v2 query (`POST /api/v2/query`) as the stand-in understands it: the subset the
// Studio sends (docs/analytics.md, "Locally"). Anything else is refused with a message in
// Plausible's style ("#/metrics/0: Invalid metric ...") that names what is not supported.

export const METRICS = ["visitors", "pageviews", "events", "visits"] as const;
export type Metric = (typeof METRICS)[number];

const DIMENSIONS = ["time:day", "event:page", "event:goal", "visit:entry_page"];
const FILTER_DIMENSIONS = ["event:page", "event:goal", "visit:entry_page"];
const PROPS = "event:props:";
const OPERATORS = ["is", "contains"] as const;
const NAMED_RANGES = ["day", "7d", "30d", "all"];
const KEYS = [
  "site_id",
  "metrics",
  "date_range",
  "dimensions",
  "filters",
  "order_by",
  "pagination",
  "include",
];
export const MAX_LIMIT = 10_000;

export type Filter = { operator: (typeof OPERATORS)[number]; dimension: string; values: string[] };
export type Direction = "asc" | "desc";
/** A named range is resolved against today by the query; a pair of UTC days is inclusive. */
export type DateRange = string | [string, string];

export type StatsQuery = {
  siteId: string;
  metrics: Metric[];
  dimensions: string[];
  filters: Filter[];
  dateRange: DateRange;
  /** Empty: the default order (by time if asked, else by the first metric, descending). */
  orderBy: [string, Direction][];
  limit: number;
  offset: number;
};

class QueryError extends Error {}

const fail = (message: string): never => {
  throw new QueryError(message);
};
const list = (value: unknown): value is unknown[] => Array.isArray(value);
const supported = (names: readonly string[]) =>
  `the local stand-in of Plausible supports ${names.join(", ")}`;
const isDay = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const isDimension = (name: unknown, known: string[]): name is string =>
  typeof name === "string" &&
  (known.includes(name) || (name.startsWith(PROPS) && name.length > PROPS.length));

function metricsOf(value: unknown): Metric[] {
  if (value === undefined) fail("#/metrics: Required property metrics was not present.");
  if (!list(value) || value.length === 0) fail("#/metrics: Expected a non-empty list of metrics.");
  return (value as unknown[]).map((metric, index) =>
    METRICS.includes(metric as Metric)
      ? (metric as Metric)
      : fail(`#/metrics/${index}: Invalid metric ${JSON.stringify(metric)}: ${supported(METRICS)}`),
  );
}

function dimensionsOf(value: unknown): string[] {
  if (value === undefined) return [];
  if (!list(value)) return fail("#/dimensions: Expected a list of dimensions.");
  return value.map((dimension, index) =>
    isDimension(dimension, DIMENSIONS)
      ? dimension
      : fail(
          `#/dimensions/${index}: Invalid dimension ${JSON.stringify(dimension)}: ${supported([...DIMENSIONS, `${PROPS}<name>`])}`,
        ),
  );
}

function filterOf(value: unknown, at: string): Filter[] {
  if (!list(value)) return fail(`${at}: Invalid filter ${JSON.stringify(value)}`);
  const [operator, dimension, values] = value;
  if (operator === "and" && value.length === 2 && list(dimension))
    return dimension.flatMap((inner, index) => filterOf(inner, `${at}/1/${index}`));
  if (!OPERATORS.includes(operator as Filter["operator"]))
    fail(`${at}: Invalid filter operator ${JSON.stringify(operator)}: ${supported([...OPERATORS, "and"])}`);
  if (!isDimension(dimension, FILTER_DIMENSIONS))
    fail(
      `${at}: Invalid filter dimension ${JSON.stringify(dimension)}: ${supported([...FILTER_DIMENSIONS, `${PROPS}<name>`])}`,
    );
  if (
    value.length !== 3 ||
    !list(values) ||
    values.length === 0 ||
    !values.every((v) => typeof v === "string")
  )
    fail(`${at}: Invalid filter ${JSON.stringify(value)}: expected [operator, dimension, [strings...]]`);
  return [
    { operator: operator as Filter["operator"], dimension: dimension as string, values: values as string[] },
  ];
}

function filtersOf(value: unknown): Filter[] {
  if (value === undefined) return [];
  if (!list(value)) return fail("#/filters: Expected a list of filters.");
  return value.flatMap((filter, index) => filterOf(filter, `#/filters/${index}`));
}

function dateRangeOf(value: unknown): DateRange {
  if (value === undefined) fail("#/date_range: Required property date_range was not present.");
  if (typeof value === "string" && NAMED_RANGES.includes(value)) return value;
  if (list(value) && value.length === 2 && isDay(value[0]) && isDay(value[1])) {
    if (value[0] > value[1])
      fail(`#/date_range: Invalid date_range ${JSON.stringify(value)}: it ends before it starts`);
    return [value[0], value[1]];
  }
  return fail(
    `#/date_range: Invalid date_range ${JSON.stringify(value)}: ${supported(['["YYYY-MM-DD", "YYYY-MM-DD"]', ...NAMED_RANGES.map((name) => `"${name}"`)])}`,
  );
}

function orderByOf(value: unknown, metrics: Metric[], dimensions: string[]): [string, Direction][] {
  if (value === undefined) return [];
  if (!list(value)) return fail("#/order_by: Expected a list of [metric or dimension, direction].");
  return value.map((entry, index) => {
    const [name, direction] = list(entry) ? entry : [];
    if (!list(entry) || entry.length !== 2 || (direction !== "asc" && direction !== "desc"))
      fail(`#/order_by/${index}: Invalid order_by entry ${JSON.stringify(entry)}`);
    if (!metrics.includes(name as Metric) && !dimensions.includes(name as string))
      fail(
        `#/order_by/${index}: Invalid order_by entry ${JSON.stringify(entry)}: ${JSON.stringify(name)} is not a queried metric or dimension`,
      );
    return [name as string, direction as Direction];
  });
}

function paginationOf(value: unknown): { limit: number; offset: number } {
  if (value === undefined) return { limit: MAX_LIMIT, offset: 0 };
  if (typeof value !== "object" || value === null || list(value))
    return fail("#/pagination: Expected an object with limit and offset.");
  const { limit = MAX_LIMIT, offset = 0, ...others } = value as Record<string, unknown>;
  const other = Object.keys(others)[0];
  if (other) fail(`#/pagination/${other}: not supported: ${supported(["limit", "offset"])}`);
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_LIMIT)
    fail(`#/pagination/limit: Invalid limit ${JSON.stringify(limit)}: an integer from 1 to ${MAX_LIMIT}`);
  if (!Number.isInteger(offset) || (offset as number) < 0)
    fail(`#/pagination/offset: Invalid offset ${JSON.stringify(offset)}: an integer from 0`);
  return { limit: limit as number, offset: offset as number };
}

/** The query, or the 400's message: what is wrong or not supported. */
export function parseStatsQuery(body: unknown): StatsQuery | { error: string } {
  try {
    if (typeof body !== "object" || body === null || list(body)) return fail("#: Expected a JSON object.");
    const query = body as Record<string, unknown>;
    const unknown = Object.keys(query).find((key) => !KEYS.includes(key));
    if (unknown) fail(`#/${unknown}: Schema does not allow additional properties.`);
    if (typeof query.site_id !== "string" || !query.site_id)
      fail("Missing site ID. Please provide the required site_id parameter with your request.");
    const include = query.include ?? {};
    if (typeof include !== "object" || include === null || list(include))
      fail("#/include: Expected an object.");
    const included = Object.keys(include as object)[0];
    if (included) fail(`#/include/${included}: not supported by the local stand-in of Plausible`);
    const metrics = metricsOf(query.metrics);
    const dimensions = dimensionsOf(query.dimensions);
    return {
      siteId: query.site_id as string,
      metrics,
      dimensions,
      filters: filtersOf(query.filters),
      dateRange: dateRangeOf(query.date_range),
      orderBy: orderByOf(query.order_by, metrics, dimensions),
      ...paginationOf(query.pagination),
    };
  } catch (error) {
    if (error instanceof QueryError) return { error: error.message };
    throw error;
  }
}
