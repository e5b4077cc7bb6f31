// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Metric } from "web-vitals";
import { paths } from "#content/paths.ts";

const reporters: Record<string, (metric: Metric) => void> = {};
vi.mock("web-vitals", () => ({
  onLCP: (report: (metric: Metric) => void) => (reporters.LCP = report),
  onINP: (report: (metric: Metric) => void) => (reporters.INP = report),
  onCLS: (report: (metric: Metric) => void) => (reporters.CLS = report),
}));
const sent: unknown[] = [];
vi.mock("./collector", () => ({ postEvent: (event: unknown) => sent.push(event) }));

const metric = (name: "LCP" | "INP" | "CLS", value: number, navigationId: number, path: string) =>
  reporters[name]({ name, value, navigationId, navigationURL: `https://nexora.ai${path}` } as Metric);

beforeEach(() => {
  sent.length = 0;
});

describe("reportWebVitals", () => {
  it("sends one event per page with its LCP, INP and CLS, a page left by a client-side navigation once its LCP and CLS are in", async () => {
    const { reportWebVitals } = await import("./webVitals");
    reportWebVitals();
    metric("LCP", 1234.4, 1, "/");
    metric("INP", 56.2, 1, "/");
    expect(sent).toEqual([]);
    metric("CLS", 0.01234, 1, "/");
    expect(sent).toEqual([
      {
        name: "Web Vitals",
        url: "https://nexora.ai/",
        domain: location.hostname,
        props: { lcp: 1234, inp: 56, cls: 0.012 },
      },
    ]);

    // A page left before any interaction: no INP, sent when the next page reports.
    metric("LCP", 800, 2, paths.pricing);
    metric("CLS", 0, 2, paths.pricing);
    expect(sent).toHaveLength(1);
    metric("LCP", 500, 3, paths.contact);
    expect(sent[1]).toEqual({
      name: "Web Vitals",
      url: `https://nexora.ai${paths.pricing}`,
      domain: location.hostname,
      props: { lcp: 800, cls: 0 },
    });

    // Leaving the site sends what the last page has.
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(sent[2]).toEqual({
      name: "Web Vitals",
      url: `https://nexora.ai${paths.contact}`,
      domain: location.hostname,
      props: { lcp: 500 },
    });
  });
});
