// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubAppConfig } from "../../../tests/unit/app-config";
import { paths } from "#content/paths.ts";
import { seedConsent } from "../../../tests/unit/seed-content";

const COLLECTOR = "https://stats.nexora.ai";
const texts = seedConsent;

/** The consent cookie as the banner's library writes it. */
const choose = (categories: string[]) => {
  document.cookie = `consent=${encodeURIComponent(JSON.stringify({ categories, revision: 0 }))}; path=/`;
};

let beacons: { url: string; body: unknown }[];

beforeEach(() => {
  vi.resetModules();
  stubAppConfig({ VITE_ANALYTICS_URL: COLLECTOR });
  beacons = [];
  vi.stubGlobal("navigator", {
    ...navigator,
    sendBeacon: (url: string, blob: Blob) => {
      void blob.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    },
  });
});

afterEach(() => {
  document.cookie = "consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe("consent", () => {
  it("reads the choice from the banner's cookie: none, accepted or rejected", async () => {
    const { consentChoice } = await import("./consent");
    expect(consentChoice()).toBeNull();
    choose(["necessary", "analytics"]);
    expect(consentChoice()).toBe("accepted");
    choose(["necessary"]);
    expect(consentChoice()).toBe("rejected");
    document.cookie = "consent=not-json; path=/";
    expect(consentChoice()).toBeNull();
  });

  it("asks only when a collector is configured and the texts give a question and both answers", async () => {
    const { asksConsent } = await import("./consent");
    expect(asksConsent(texts)).toBe(true);
    expect(asksConsent({ ...texts, rejectLabel: null })).toBe(false);
    expect(asksConsent({ ...texts, text: null })).toBe(false);
    expect(asksConsent(null)).toBe(false);
    stubAppConfig({});
    expect(asksConsent(texts)).toBe(false);
  });

  it("has no choice to read in a build without a collector, even with the cookie", async () => {
    stubAppConfig({});
    choose(["necessary", "analytics"]);
    const { consentChoice } = await import("./consent");
    expect(consentChoice()).toBeNull();
  });
});

describe("sending", () => {
  it("sends nothing before a choice or after Reject, and an event after Accept", async () => {
    const { trackEvent } = await import("./track");
    trackEvent("Lead", { source: "contact-page" });
    choose(["necessary"]);
    trackEvent("Lead", { source: "contact-page" });
    await flush();
    expect(beacons).toEqual([]);

    choose(["necessary", "analytics"]);
    trackEvent("Lead", { source: "contact-page" });
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]).toEqual({
      url: `${COLLECTOR}/api/event`,
      body: {
        name: "Lead",
        url: location.href,
        domain: location.hostname,
        props: { source: "contact-page" },
      },
    });
  });

  it("gives the visit's first page view its campaign tags and referrer, and no later one", async () => {
    window.history.replaceState(
      null,
      "",
      `${paths.pricing}?utm_source=newsletter&utm_campaign=launch&other=1`,
    );
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://news.example.com/post");
    const { visitStart } = await import("./visit");
    expect(visitStart()).toEqual({
      landingPage: paths.pricing,
      utm: { utm_source: "newsletter", utm_campaign: "launch" },
      referrer: "https://news.example.com/post",
    });
    // Accepted on a later page: the first page view still says how the visit began.
    window.history.replaceState(null, "", paths.contact);
    choose(["necessary", "analytics"]);
    const { sendPageView } = await import("./pageViews");
    sendPageView();
    window.history.replaceState(null, "", paths.about);
    sendPageView();
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    expect(beacons.map(({ body }) => body)).toEqual([
      {
        name: "pageview",
        url: `${location.origin}${paths.contact}?utm_source=newsletter&utm_campaign=launch`,
        domain: location.hostname,
        referrer: "https://news.example.com/post",
      },
      {
        name: "pageview",
        url: `${location.origin}${paths.about}`,
        domain: location.hostname,
        referrer: null,
      },
    ]);
  });

  it("takes no referrer from the site itself", async () => {
    vi.spyOn(document, "referrer", "get").mockReturnValue(`${location.origin}${paths.pricing}`);
    const { visitStart } = await import("./visit");
    expect(visitStart().referrer).toBeNull();
  });
});
