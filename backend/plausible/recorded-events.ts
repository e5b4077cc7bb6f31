import { createHash } from "node:crypto";

/** An event as the site sends it to the collector (Plausible's Events API). */
export type CollectedEvent = {
  name: string;
  url: string;
  domain: string;
  referrer?: string | null;
  props?: Record<string, string | number>;
};

/** Who sent an event, and when it arrived: what Plausible reads from the request. */
export type Arrival = { at: Date; ip: string; userAgent: string };

/** An event as the stand-in keeps it: as sent, with its page's path, its time and its visitor. */
export type RecordedEvent = CollectedEvent & {
  /** The url's pathname ("" when the url is not one). */
  pathname: string;
  at: Date;
  visitorId: string;
};

/** An event with the visit (session) it belongs to. */
export type EventInVisit = RecordedEvent & { sessionId: string; entryPage: string };

/** Events of a visitor less than this apart are one visit, as Plausible's sessions. */
export const SESSION_GAP_MS = 30 * 60_000;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * As Plausible: a hash of the day, the site, the client's IP and User-Agent, so that a visitor is
 * a new one each UTC day (a range's visitors are the sum of its days').
 */
export function visitorIdOf(domain: string, { at, ip, userAgent }: Arrival): string {
  return createHash("sha256")
    .update([utcDay(at), domain, ip, userAgent].join("\n"))
    .digest("hex")
    .slice(0, 16);
}

function pathnameOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}

export function recordedEvent(event: CollectedEvent, arrival: Arrival): RecordedEvent {
  return {
    ...event,
    pathname: pathnameOf(event.url),
    at: arrival.at,
    visitorId: visitorIdOf(event.domain, arrival),
  };
}

/**
 * Each event with its visit: a visitor's events less than 30 minutes apart. A visit's entry page
 * is its first page view's pathname (its first event's, if it has none). In time order.
 */
export function withVisits(events: readonly RecordedEvent[]): EventInVisit[] {
  const byVisitor = new Map<string, RecordedEvent[]>();
  const ordered = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of ordered) {
    const key = `${event.domain}\n${event.visitorId}`;
    const own = byVisitor.get(key) ?? [];
    own.push(event);
    byVisitor.set(key, own);
  }
  const visits: RecordedEvent[][] = [];
  for (const own of byVisitor.values()) {
    let visit: RecordedEvent[] = [];
    for (const event of own) {
      const last = visit.at(-1);
      if (last && event.at.getTime() - last.at.getTime() >= SESSION_GAP_MS) {
        visits.push(visit);
        visit = [];
      }
      visit.push(event);
    }
    visits.push(visit);
  }
  const inVisits = visits.flatMap((visit, index) => {
    const entryPage = (visit.find((event) => event.name === "pageview") ?? visit[0]).pathname;
    return visit.map((event) => ({ ...event, sessionId: `visit-${index}`, entryPage }));
  });
  return inVisits.sort((a, b) => a.at.getTime() - b.at.getTime());
}
