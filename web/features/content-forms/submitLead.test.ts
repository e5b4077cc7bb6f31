// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { trackEvent } from "#web/shared/analytics/track.ts";
import { hasLeadBackend, submitLead } from "./submitLead";
import { stubAppConfig } from "../../../tests/unit/app-config";

vi.mock("#web/shared/analytics/track.ts", () => ({ trackEvent: vi.fn() }));

// The visit began on /agents/seo from another site's link that carried campaign tags.
beforeAll(() => {
  window.history.replaceState(null, "", "/agents/seo?utm_source=partner&utm_medium=referral&utm_content=");
  Object.defineProperty(document, "referrer", { value: "https://partner.example/", configurable: true });
});

// The document's own referrer again, for the test files after this one in the worker.
afterAll(() => Reflect.deleteProperty(document, "referrer"));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(trackEvent).mockClear();
});

describe("submitLead", () => {
  it("posts the fields, the source and how the visit began as JSON to {VITE_API_URL}/api/contact, then counts a Lead", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test/" });
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(submitLead({ name: "Ada", email: "ada@example.com" }, "home-banner")).resolves.toEqual({
      received: true,
    });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://api.example.test/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual({
      name: "Ada",
      email: "ada@example.com",
      source: "home-banner",
      landing_page: "/agents/seo",
      utm_source: "partner",
      utm_medium: "referral",
      referrer: "https://partner.example/",
    });
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith("Lead", { source: "home-banner" });
  });

  it("throws the spec's error on a non-OK status, and counts no Lead", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("nope", { status: 503 })));

    await expect(submitLead({ name: "Ada" }, "contact-page")).rejects.toThrow("HTTP error! status: 503");
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("sends nothing, and counts no Lead, when no backend is configured", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);

    expect(hasLeadBackend()).toBe(false);
    await expect(submitLead({ name: "Ada" }, "home-contact")).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(trackEvent).not.toHaveBeenCalled();
  });
});
