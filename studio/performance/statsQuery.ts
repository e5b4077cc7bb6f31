// The questions the Studio asks Plausible's Stats API v2 (POST /api/v2/query) and the rows it
// answers: see /work/notes/stats-queries.md's "request body".

export type StatsFilter = [operator: "is" | "contains", dimension: string, values: string[]];

/** A Stats API question, without the site (the client adds the configured one). */
export type StatsQuery = {
  metrics: string[];
  date_range: [from: string, to: string];
  dimensions?: string[];
  filters?: StatsFilter[];
  order_by?: [string, "asc" | "desc"][];
  pagination?: { limit: number; offset: number };
};

/** One row of an answer: the dimensions' values as asked (strings), the metrics' numbers as asked. */
export type StatsRow = { dimensions: string[]; metrics: number[] };
