import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prerenderedPage, withMessages } from "~/shared/forms/testing";
import { HomeContactSection } from "./HomeContactSection";
import { LEAD_MIN_FILL_MS, LEAD_TRAP_FIELD } from "./leadTrap";
import { stubAppConfig } from "../../../tests/unit/app-config";
import { stubPerformanceNow } from "../../../tests/unit/performance-now";
import { siteSettingsWith } from "../../../tests/unit/seed-content";

// A lead form that came in the prerendered HTML counts its minimum time from the page's first
// contentful paint, not from when React hydrated it; one sent before its code had loaded counts
// from when it was sent.

const FIRST_PAINT = 500;
const SUCCESS = "Thanks, we'll be in touch.";
const content = {
  title: "Ready to Automate?",
  nameLabel: "Your Name",
  emailLabel: "Email Address",
  projectLabel: "Your project",
  submitLabel: "Send Message",
  successMessage: SUCCESS,
};
const settings = siteSettingsWith({ siteName: "Agency" });
const section = withMessages(<HomeContactSection content={content} settings={settings} />);

const page = prerenderedPage();

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The page as the browser paints it from the prerendered HTML, its first paint at FIRST_PAINT, with a backend. */
function prerender() {
  stubAppConfig({ VITE_API_URL: "https://api.example.test" });
  const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    name === "first-contentful-paint" ? [{ startTime: FIRST_PAINT } as PerformanceEntry] : [],
  );
  const clock = stubPerformanceNow(FIRST_PAINT);
  const container = page.prerender(section);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field("name").value = "Ada";
  field("email").value = "ada@example.com";
  return { fetchMock, clock, field, button: container.querySelector("button")! };
}

const hydrate = () => page.hydrate(section);

const status = () => page.container().querySelector('[role="status"]')?.textContent;

describe("a prerendered lead form", () => {
  it("sent the minimum time after the page's first paint is sent, however soon after hydration", async () => {
    const { fetchMock, clock, button } = prerender();
    clock.advance(LEAD_MIN_FILL_MS - 100);
    await hydrate();
    clock.advance(100);
    await act(async () => button.click());
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sent sooner than that after the page's first paint is trapped: success shown, nothing sent", async () => {
    const { fetchMock, clock, field, button } = prerender();
    await hydrate();
    clock.advance(LEAD_MIN_FILL_MS - 1);
    await act(async () => button.click());
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(field("name").value).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sent before its code had loaded counts from when it was sent: too soon, it is trapped", async () => {
    const { fetchMock, clock, button } = prerender();
    clock.advance(LEAD_MIN_FILL_MS - 1);
    button.click();
    clock.advance(60_000);
    await hydrate();
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sent before its code had loaded, but after the minimum, is sent once the code arrives", async () => {
    const { fetchMock, clock, button } = prerender();
    clock.advance(LEAD_MIN_FILL_MS);
    button.click();
    clock.advance(60_000);
    await hydrate();
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      name: "Ada",
      source: "home-contact",
    });
  });

  it("with its trap field filled before its code had loaded is trapped", async () => {
    const { fetchMock, clock, field, button } = prerender();
    field(LEAD_TRAP_FIELD).value = "https://spam.example";
    clock.advance(LEAD_MIN_FILL_MS);
    button.click();
    await hydrate();
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
