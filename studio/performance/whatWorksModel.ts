import { languageOfPath, type Language } from "../../content/languages";
import { formOf } from "./performanceModel";
import { p75, sampleValue, type Sample } from "./percentile";
import type { StatsRow } from "./statsQuery";
import type { WhatWorksQueryName } from "./whatWorksQueries";

// The "What works" lists, from Plausible's answers to ./whatWorksQueries.ts.

export type WhatWorksReplies = Record<WhatWorksQueryName, StatsRow[]>;

export type WhatWorks = {
  /** Pages where leads were sent, most first. */
  pagesByLeads: { path: string; leads: number }[];
  /** Pages visits began on, best conversion rate (0..1) first, then most visitors. */
  pagesByConversion: { path: string; rate: number; visitors: number; converted: number }[];
  /** Forms by leads, most first. */
  formsByLeads: { form: string; leads: number }[];
  /** Pages by LCP at the 75th percentile (ms), slowest first, with the samples it comes from. */
  slowestPages: { path: string; lcp: number; samples: number }[];
  /** Searches that found nothing, per words and language of the page searched on, most first. */
  searchesWithoutResults: { query: string; language: Language; count: number }[];
};

const byCount =
  <T>(count: (row: T) => number, name: (row: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || name(a).localeCompare(name(b));

/** Sums of `count` per name, in a list ordered by count (then name). */
function tally(rows: [name: string, count: number][]): [string, number][] {
  const sums = new Map<string, number>();
  for (const [name, count] of rows) sums.set(name, (sums.get(name) ?? 0) + count);
  return [...sums].toSorted(
    byCount(
      ([, count]) => count,
      ([name]) => name,
    ),
  );
}

export function whatWorksFigures(replies: WhatWorksReplies): WhatWorks {
  const pagesByLeads = tally(
    replies.leads.map(({ dimensions: [path = ""], metrics: [n = 0] }) => [path, n]),
  ).map(([path, leads]) => ({ path, leads }));

  const converted = new Map(
    tally(replies.converted.map(({ dimensions: [path = ""], metrics: [n = 0] }) => [path, n])),
  );
  const pagesByConversion = tally(
    replies.landed.map(({ dimensions: [path = ""], metrics: [n = 0] }) => [path, n]),
  )
    .filter(([, visitors]) => visitors >= 1)
    .map(([path, visitors]) => {
      const converts = Math.min(converted.get(path) ?? 0, visitors);
      return { path, visitors, converted: converts, rate: converts / visitors };
    })
    .toSorted((a, b) => b.rate - a.rate || b.visitors - a.visitors || a.path.localeCompare(b.path));

  const formsByLeads = tally(
    replies.forms.map(({ dimensions: [source, form], metrics: [n = 0] }) => [formOf(source, form), n]),
  ).map(([form, leads]) => ({ form, leads }));

  const samples = new Map<string, Sample[]>();
  for (const {
    dimensions: [path = "", text = ""],
    metrics: [count = 0],
  } of replies.lcp) {
    const value = sampleValue(text);
    if (value !== null) samples.set(path, [...(samples.get(path) ?? []), { value, count }]);
  }
  const slowestPages = [...samples]
    .map(([path, values]) => ({
      path,
      lcp: p75(values) ?? 0,
      samples: values.reduce((sum, { count }) => sum + count, 0),
    }))
    .filter(({ samples: n }) => n > 0)
    .toSorted((a, b) => b.lcp - a.lcp || b.samples - a.samples || a.path.localeCompare(b.path));

  const searches = new Map<string, { query: string; language: Language; count: number }>();
  for (const {
    dimensions: [query = "", page = "/"],
    metrics: [count = 0],
  } of replies.searches) {
    if (query === "(none)" || !query.trim()) continue;
    const language = languageOfPath(page);
    const id = JSON.stringify([query, language]);
    const search = searches.get(id) ?? { query, language, count: 0 };
    searches.set(id, { ...search, count: search.count + count });
  }
  const searchesWithoutResults = [...searches.values()].toSorted(
    byCount(
      ({ count }) => count,
      ({ query }) => query,
    ),
  );

  return { pagesByLeads, pagesByConversion, formsByLeads, slowestPages, searchesWithoutResults };
}
