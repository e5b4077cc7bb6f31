import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { postEvent } from "./collector";

type Vital = "LCP" | "INP" | "CLS";
type PageVitals = { url: string; values: Partial<Record<Vital, number>> };

// The metrics of each page of the visit, by web-vitals' navigation id (soft navigations too).
const pages = new Map<number, PageVitals>();

const rounded = (name: Vital, value: number) =>
  name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);

function send(id: number) {
  const page = pages.get(id);
  pages.delete(id);
  if (!page || Object.keys(page.values).length === 0) return;
  const { LCP, INP, CLS } = page.values;
  const props = Object.fromEntries(
    Object.entries({ lcp: LCP, inp: INP, cls: CLS }).filter(
      (entry): entry is [string, number] => entry[1] !== undefined,
    ),
  );
  postEvent({ name: "Web Vitals", url: page.url, domain: location.hostname, props });
}

function record(metric: Metric) {
  const name = metric.name as Vital;
  const id = metric.navigationId;
  const page = pages.get(id) ?? { url: metric.navigationURL ?? location.href, values: {} };
  page.values[name] = rounded(name, metric.value);
  pages.set(id, page);
  // A page the visitor has left is complete once its LCP and CLS are in (INP only if they interacted).
  for (const [other, vitals] of pages) {
    if (other < id && vitals.values.LCP !== undefined && vitals.values.CLS !== undefined) send(other);
  }
  if (page.values.LCP !== undefined && page.values.CLS !== undefined && page.values.INP !== undefined)
    send(id);
}

/** One event per page, soft navigations included, sent once its metrics are final. */
export function reportWebVitals(): void {
  const options = { reportSoftNavs: true };
  onLCP(record, options);
  onINP(record, options);
  onCLS(record, options);
  // After web-vitals' own listener, which reports the final CLS and INP when the page is hidden.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") for (const id of [...pages.keys()]) send(id);
  });
}
