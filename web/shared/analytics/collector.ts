/**
 * Plausible's Events API (`POST /api/event`). The body goes as text/plain, as Plausible's own
 * script sends it, so the browser needs no CORS preflight.
 */

import { consentChoice } from "./consent";

type Props = Record<string, string | number>;

type EventBody = {
  name: string;
  url: string;
  domain: string;
  referrer?: string | null;
  props?: Props;
};

export function postEvent(body: EventBody): void {
  if (consentChoice() !== "accepted") return;
  const endpoint = `${APP_CONFIG.analyticsUrl}/api/event`;
  const text = JSON.stringify(body);
  // sendBeacon survives the page being closed; where it is refused, a keepalive fetch.
  if (navigator.sendBeacon?.(endpoint, new Blob([text], { type: "text/plain" }))) return;
  void fetch(endpoint, {
    method: "POST",
    body: text,
    keepalive: true,
    headers: { "Content-Type": "text/plain" },
  }).catch(() => undefined);
}

export function sendEvent(name: string, props: Props): void {
  postEvent({ name, url: location.href, domain: location.hostname, props });
}
