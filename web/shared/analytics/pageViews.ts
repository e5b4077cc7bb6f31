import { postEvent } from "./collector";
import { UTM_KEYS, visitStart } from "./visit";

let firstSent = false;

/**
 * The visit's first page view carries how the visit began (campaign tags, referrer), even when
 * the visitor accepted on a later page, so that the collector credits the visit to its source.
 */
export function sendPageView(): void {
  const url = new URL(location.href);
  let referrer: string | null = null;
  if (!firstSent) {
    firstSent = true;
    const { utm, referrer: from } = visitStart();
    for (const key of UTM_KEYS) {
      const value = utm[key];
      if (value && !url.searchParams.has(key)) url.searchParams.set(key, value);
    }
    referrer = from;
  }
  postEvent({ name: "pageview", url: url.href, domain: location.hostname, referrer });
}
