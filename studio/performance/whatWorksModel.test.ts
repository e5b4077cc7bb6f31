import { describe, expect, it } from "vitest";
import { NO_FORM } from "./performanceModel";
import { whatWorksFigures, type WhatWorksReplies } from "./whatWorksModel";
import { whatWorksQueries } from "./whatWorksQueries";
import { localizedPath } from "../../content/languages";
import { paths } from "../../content/paths";

// The "What works" lists, from hand-made answers of Plausible.

const row = (dimensions: string[], ...metrics: number[]) => ({ dimensions, metrics });
const AVA = paths.agent("ava");
const none: WhatWorksReplies = { leads: [], landed: [], converted: [], forms: [], lcp: [], searches: [] };

describe("whatWorksQueries", () => {
  it("asks about the last 30 days by default, or 7 or 90", () => {
    const queries = whatWorksQueries("2026-11-29");
    expect(queries.leads).toEqual({
      metrics: ["events"],
      date_range: ["2026-10-31", "2026-11-29"],
      dimensions: ["event:page"],
      filters: [["is", "event:goal", ["Lead"]]],
      order_by: [["events", "desc"]],
    });
    expect(queries.landed).toEqual({
      metrics: ["visitors"],
      date_range: ["2026-10-31", "2026-11-29"],
      dimensions: ["visit:entry_page"],
    });
    expect(queries.converted.filters).toEqual([["is", "event:goal", ["Lead", "Sign up", "Start trial"]]]);
    expect(queries.forms.dimensions).toEqual(["event:props:source", "event:props:form"]);
    expect(queries.lcp).toMatchObject({
      dimensions: ["event:page", "event:props:lcp"],
      filters: [["is", "event:goal", ["Web Vitals"]]],
    });
    expect(queries.searches).toMatchObject({
      dimensions: ["event:props:query", "event:page"],
      filters: [["is", "event:goal", ["Search without results"]]],
    });
    expect(whatWorksQueries("2026-11-29", 7).leads.date_range).toEqual(["2026-11-23", "2026-11-29"]);
    expect(whatWorksQueries("2026-11-29", 90).leads.date_range).toEqual(["2026-09-01", "2026-11-29"]);
  });
});

describe("whatWorksFigures", () => {
  it("lists pages by leads, most first, then by address", () => {
    const { pagesByLeads } = whatWorksFigures({
      ...none,
      leads: [row(["/careers"], 2), row(["/book-a-call"], 7), row(["/es/contacto"], 2)],
    });
    expect(pagesByLeads).toEqual([
      { path: "/book-a-call", leads: 7 },
      { path: "/careers", leads: 2 },
      { path: "/es/contacto", leads: 2 },
    ]);
  });

  it("lists pages by conversion with their visitors, pages without conversions too", () => {
    const { pagesByConversion } = whatWorksFigures({
      ...none,
      landed: [row(["/"], 100), row(["/careers"], 10), row([AVA], 20), row(["/gone"], 0)],
      converted: [row(["/"], 5), row(["/careers"], 2), row([AVA], 4), row(["/elsewhere"], 3)],
    });
    expect(pagesByConversion).toEqual([
      { path: AVA, rate: 0.2, visitors: 20, converted: 4 },
      { path: "/careers", rate: 0.2, visitors: 10, converted: 2 },
      { path: "/", rate: 0.05, visitors: 100, converted: 5 },
    ]);
  });

  it("lists forms by leads, (none) when a lead named none", () => {
    const { formsByLeads } = whatWorksFigures({
      ...none,
      forms: [
        row(["contact-page", "(none)"], 4),
        row(["(none)", "Webinar"], 6),
        row(["(none)", "(none)"], 1),
      ],
    });
    expect(formsByLeads).toEqual([
      { form: "Webinar", leads: 6 },
      { form: "contact-page", leads: 4 },
      { form: NO_FORM, leads: 1 },
    ]);
  });

  it("lists the slowest pages by LCP at the 75th percentile, with their samples", () => {
    const { slowestPages } = whatWorksFigures({
      ...none,
      lcp: [
        row(["/", "1200"], 3),
        row(["/", "5200"], 1),
        row(["/careers", "2600"], 1),
        row(["/careers", "3100"], 3),
        row(["/blank", "(none)"], 2),
      ],
    });
    expect(slowestPages).toEqual([
      { path: "/careers", lcp: 3100, samples: 4 },
      { path: "/", lcp: 1200, samples: 4 },
    ]);
  });

  it("lists searches without results per words and language of the page, most first", () => {
    const { searchesWithoutResults } = whatWorksFigures({
      ...none,
      searches: [
        row(["chatbot", paths.insights], 2),
        row(["chatbot", localizedPath(paths.insights, "es")], 1),
        row(["chatbot", paths.agents], 2),
        row(["precios", "/es"], 5),
        row(["(none)", paths.insights], 9),
      ],
    });
    expect(searchesWithoutResults).toEqual([
      { query: "precios", language: "es", count: 5 },
      { query: "chatbot", language: "en", count: 4 },
      { query: "chatbot", language: "es", count: 1 },
    ]);
  });
});
