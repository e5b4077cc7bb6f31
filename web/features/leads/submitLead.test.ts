import { afterEach, describe, expect, it, vi } from "vitest";
import { hasLeadBackend, submitLead } from "./submitLead";
import { stubAppConfig } from "../../../tests/unit/app-config";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("submitLead", () => {
  it("posts the fields and the source as JSON to {VITE_API_URL}/api/contact", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test/" });
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(submitLead({ name: "Ada", email: "ada@example.com" }, "home-banner")).resolves.toEqual({
      received: true,
    });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://api.example.test/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual({ name: "Ada", email: "ada@example.com", source: "home-banner" });
  });

  it("throws the spec's error on a non-OK status", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("nope", { status: 503 })));

    await expect(submitLead({ name: "Ada" }, "contact-page")).rejects.toThrow("HTTP error! status: 503");
  });

  it("sends nothing when no backend is configured", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);

    expect(hasLeadBackend()).toBe(false);
    await expect(submitLead({ name: "Ada" }, "home-contact")).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
