import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../scripts/tools/chromium";

export type Figures = {
  score: number;
  /** Lighthouse's accessibility score of the page as loaded, unscrolled. */
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kb: number;
  jsKb: number;
  scripts: number;
  /** The longest main-thread task after the first paint (Lighthouse's long-tasks audit, in ms). */
  longest: number;
};

export type Run = { figures: Figures; failedAccessibilityAudits: string[] };

type Items<T> = { items?: T[] } | undefined;

/**
 * One Lighthouse run with its mobile defaults (simulated Slow 4G, 4x CPU slowdown) in a fresh
 * Chromium: the performance and accessibility categories. `prepare` runs first in that Chromium
 * (given its debugging port), e.g. to sign in; then Lighthouse keeps the storage it left.
 */
export async function runLighthouse(
  url: string,
  chromePath: string,
  prepare?: (port: number) => Promise<void>,
): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance", "accessibility"],
      logLevel: "error",
      disableStorageReset: prepare !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const summary =
      (
        audits["resource-summary"]?.details as Items<{
          resourceType: string;
          transferSize: number;
          requestCount: number;
        }>
      )?.items ?? [];
    const scripts = summary.find((item) => item.resourceType === "script");
    const fcp = value("first-contentful-paint");
    const tasks =
      (audits["long-tasks"]?.details as Items<{ startTime: number; duration: number }>)?.items ?? [];
    const longest = Math.max(
      0,
      ...tasks.filter((task) => task.startTime >= fcp).map((task) => task.duration),
    );
    const failedAccessibilityAudits = categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      figures: {
        score: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        fcp: fcp / 1000,
        lcp: value("largest-contentful-paint") / 1000,
        tbt: value("total-blocking-time"),
        cls: value("cumulative-layout-shift"),
        kb: value("total-byte-weight") / 1024,
        jsKb: (scripts?.transferSize ?? 0) / 1024,
        scripts: scripts?.requestCount ?? 0,
        longest,
      },
      failedAccessibilityAudits,
    };
  } finally {
    chrome.kill();
  }
}
