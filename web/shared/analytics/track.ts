import { consentChoice } from "./consent";

/** The events the site sends, and their properties (docs/analytics.md has the table). */
export type AnalyticsEvents = {
  /** A lead form's `source`, or a content form's name (its document's title). */
  Lead: { source: string } | { form: string };
  "Sign up": { method: "password" | "google" };
  "Start trial": { agent: string; plan: string };
  "Search without results": { query: string };
};

/** Nothing unless a collector is configured and the visitor accepted; the sending code loads only then. */
export function trackEvent<N extends keyof AnalyticsEvents>(name: N, props: AnalyticsEvents[N]): void {
  if (!APP_CONFIG.analyticsUrl || consentChoice() !== "accepted") return;
  void import("./collector").then(({ sendEvent }) => sendEvent(name, props));
}
