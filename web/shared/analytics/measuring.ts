import { consentChoice } from "./consent";
import { sendPageView } from "./pageViews";

let started = false;

/** The current page's view and the visit's Web Vitals; Measurement sends later page views. */
export function startMeasuring(): void {
  if (started || consentChoice() !== "accepted") return;
  started = true;
  sendPageView();
  void import("./webVitals").then(({ reportWebVitals }) => reportWebVitals());
}
