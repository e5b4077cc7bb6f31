import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prerenderedPage, withMessages } from "#web/shared/forms/testing.ts";
import { HomeContactSection } from "./HomeContactSection";
import { LEAD_TRAP_FIELD } from "./leadTrap";
import { stubAppConfig } from "../../tests/unit/app-config";
import { siteSettingsWith } from "../../tests/unit/seed-content";

// A lead form that came in the prerendered HTML: sent after hydration or before its code had
// loaded, it is sent, however soon after the first paint; only its trap field, filled, keeps it
// back.

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

/** The page as the browser paints it from the prerendered HTML, with a backend, name and e-mail typed. */
function prerender() {
  stubAppConfig({ VITE_API_URL: "https://api.example.test" });
  const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
  vi.stubGlobal("fetch", fetchMock);
  // The page's clock stands still at its first paint: every submission comes at once.
  vi.spyOn(performance, "now").mockReturnValue(FIRST_PAINT);
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    name === "first-contentful-paint" ? [{ startTime: FIRST_PAINT } as PerformanceEntry] : [],
  );
  const container = page.prerender(section);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field("name").value = "Ada";
  field("email").value = "ada@example.com";
  return { fetchMock, field, button: container.querySelector("button")! };
}

const hydrate = () => page.hydrate(section);

const status = () => page.container().querySelector('[role="status"]')?.textContent;

describe("a prerendered lead form", () => {
  it("sent at once after hydration is sent: how fast a person is never costs the message", async () => {
    const { fetchMock, button } = prerender();
    await hydrate();
    await act(async () => button.click());
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sent before its code had loaded is sent once the code arrives, with what was typed", async () => {
    const { fetchMock, button } = prerender();
    button.click();
    await hydrate();
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
      source: "home-contact",
    });
  });

  it("with its trap field filled before its code had loaded is trapped: success shown, nothing sent", async () => {
    const { fetchMock, field, button } = prerender();
    field(LEAD_TRAP_FIELD).value = "https://spam.example";
    button.click();
    await hydrate();
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(field("name").value).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
