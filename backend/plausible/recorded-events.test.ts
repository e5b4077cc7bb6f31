import { describe, expect, it } from "vitest";
import { recordedEvent, visitorIdOf, withVisits, type Arrival } from "./recorded-events";

const arrival = (at: string, ip = "10.0.0.1", userAgent = "Firefox"): Arrival => ({
  at: new Date(at),
  ip,
  userAgent,
});
const pageview = (path: string, at: string, ip?: string) =>
  recordedEvent({ name: "pageview", url: `https://nexora.ai${path}`, domain: "nexora.ai" }, arrival(at, ip));

describe("recorded events", () => {
  it("keep the url's pathname, the time they arrived and the visitor", () => {
    const event = recordedEvent(
      {
        name: "Lead",
        url: "https://nexora.ai/es/contacto?utm_source=x#form",
        domain: "nexora.ai",
        props: { source: "a" },
      },
      arrival("2026-11-28T10:00:00Z"),
    );
    expect(event).toMatchObject({
      name: "Lead",
      pathname: "/es/contacto",
      domain: "nexora.ai",
      props: { source: "a" },
      at: new Date("2026-11-28T10:00:00Z"),
      visitorId: visitorIdOf("nexora.ai", arrival("2026-11-28T10:00:00Z")),
    });
    expect(
      recordedEvent({ name: "x", url: "not a url", domain: "" }, arrival("2026-11-28T10:00:00Z")).pathname,
    ).toBe("");
  });

  it("give a visitor the same id all day and a new one the next UTC day, per site, IP and User-Agent", () => {
    const id = visitorIdOf("nexora.ai", arrival("2026-11-28T00:00:00Z"));
    expect(visitorIdOf("nexora.ai", arrival("2026-11-28T23:59:59Z"))).toBe(id);
    expect(visitorIdOf("nexora.ai", arrival("2026-11-29T00:00:00Z"))).not.toBe(id);
    expect(visitorIdOf("other.site", arrival("2026-11-28T10:00:00Z"))).not.toBe(id);
    expect(visitorIdOf("nexora.ai", arrival("2026-11-28T10:00:00Z", "10.0.0.2"))).not.toBe(id);
    expect(visitorIdOf("nexora.ai", arrival("2026-11-28T10:00:00Z", "10.0.0.1", "Safari"))).not.toBe(id);
  });

  it("make a visit of a visitor's events less than 30 minutes apart, entered on its first page view", () => {
    const events = [
      recordedEvent(
        { name: "Web Vitals", url: "https://nexora.ai/late", domain: "nexora.ai" },
        arrival("2026-11-28T10:00:00Z"),
      ),
      pageview("/a", "2026-11-28T10:00:01Z"),
      pageview("/b", "2026-11-28T10:29:59Z"),
      pageview("/c", "2026-11-28T10:59:59Z"),
      pageview("/d", "2026-11-28T10:10:00Z", "10.0.0.9"),
    ];
    const visits = withVisits(events);
    const visitOf = (path: string) => visits.find((event) => event.pathname === path)?.sessionId;
    expect(visits.map((event) => [event.pathname, event.entryPage])).toEqual([
      ["/late", "/a"],
      ["/a", "/a"],
      ["/d", "/d"],
      ["/b", "/a"],
      ["/c", "/c"],
    ]);
    expect(visitOf("/late")).toBe(visitOf("/a"));
    expect(visitOf("/b")).toBe(visitOf("/a"));
    expect(new Set(["/a", "/c", "/d"].map(visitOf)).size).toBe(3);
  });

  it("enter a visit with no page view on its first event's page", () => {
    const event = recordedEvent(
      { name: "Lead", url: "https://nexora.ai/form", domain: "nexora.ai" },
      arrival("2026-11-28T10:00:00Z"),
    );
    expect(withVisits([event])[0].entryPage).toBe("/form");
  });
});
