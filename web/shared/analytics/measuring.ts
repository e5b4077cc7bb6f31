import { consentChoice } from "./consent";
import { sendPageView } from "./pageViews";

let started = false;

/**
 * Starts measuring this visit, once the visitor has accepted: the page view of the page they
 * are on, and its Core Web Vitals and those of the pages after it. Later page views are sent
 * by Measurement as the visitor navigates.
 */
export function startMeasuring(): void {
  if (started || consentChoice() !== "accepted") return;
  started = true;
  sendPageView();
  void import("./webVitals").then(({ reportWebVitals }) => reportWebVitals());
}
