import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormContent } from "#content/contentTypes.ts";
import { LEAD_TRAP_FIELD, type FormFieldKind } from "#content/formRules.ts";
import { prerenderedPage, withMessages } from "#web/shared/forms/testing.ts";
import { ContentForm } from "./ContentForm";
import { stubAppConfig } from "../../../tests/unit/app-config";

// A content form that came in the prerendered HTML, sent before its code had loaded: the browser
// sends nothing itself, the form keeps what was typed and goes through once its code is ready.
// Sent after hydration or before, it is sent however soon after the first paint; only its trap
// field, filled, keeps it back.

const content: FormContent = {
  title: "Webinar sign-up",
  formId: "webinar-sign-up",
  delivery: null,
  submitLabel: "Sign me up",
  submittingLabel: null,
  successMessage: "You're on the list.",
  successSeconds: null,
  after: "message",
  afterHref: null,
  fields: [
    { kind: "email", name: "email" },
    { kind: "consent", name: "consent" },
  ].map(({ kind, name }) => field(kind as FormFieldKind, name)),
};
const form = withMessages(<ContentForm content={content} />);

function field(kind: FormFieldKind, name: string) {
  return {
    _key: name,
    kind,
    name,
    label: name,
    help: null,
    required: true,
    autocomplete: null,
    besidePrevious: null,
    placeholder: null,
    pattern: null,
    patternMessage: null,
    options: null,
    legalPage: null,
  };
}

/** A form that sends leads, as the home page's contact section. */
const SUCCESS = "Thanks, we'll be in touch.";
const leadForm = withMessages(
  <ContentForm
    content={{
      ...content,
      formId: "home-contact",
      delivery: "lead",
      successMessage: SUCCESS,
      fields: [field("text", "name"), field("email", "email")],
    }}
  />,
);
const FIRST_PAINT = 500;

const page = prerenderedPage();

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a prerendered content form", () => {
  it("sent before its code had loaded is held, keeps what was typed, and is sent once the code arrives", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const container = page.prerender(form);
    const control = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    const element = container.querySelector("form")!;
    expect(element).toHaveAttribute("method", "dialog");
    control("email").value = "ada@example.com";
    control("consent").checked = true;

    container.querySelector("button")!.click();
    expect(element).toHaveAttribute("aria-busy", "true");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(control("email").value).toBe("ada@example.com");

    await page.hydrate(form);
    await waitFor(() => expect(container.textContent).toContain("You're on the list."));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      fields: { email: "ada@example.com", consent: true },
    });
  });
});

/** The lead form as the browser paints it from the prerendered HTML, with a backend, name and e-mail typed. */
function prerenderLead() {
  stubAppConfig({ VITE_API_URL: "https://api.example.test" });
  const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
  vi.stubGlobal("fetch", fetchMock);
  // The page's clock stands still at its first paint: every submission comes at once.
  vi.spyOn(performance, "now").mockReturnValue(FIRST_PAINT);
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    name === "first-contentful-paint" ? [{ startTime: FIRST_PAINT } as PerformanceEntry] : [],
  );
  const container = page.prerender(leadForm);
  const control = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  control("name").value = "Ada";
  control("email").value = "ada@example.com";
  return { fetchMock, control, button: container.querySelector("button")! };
}

const status = () => page.container().querySelector('[role="status"]')?.textContent;

describe("a prerendered lead form", () => {
  it("sent at once after hydration is sent: how fast a person is never costs the message", async () => {
    const { fetchMock, button } = prerenderLead();
    await page.hydrate(leadForm);
    await act(async () => button.click());
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sent before its code had loaded is sent once the code arrives, with what was typed", async () => {
    const { fetchMock, button } = prerenderLead();
    button.click();
    await page.hydrate(leadForm);
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
      source: "home-contact",
    });
  });

  it("with its trap field filled before its code had loaded is trapped: success shown, nothing sent", async () => {
    const { fetchMock, control, button } = prerenderLead();
    control(LEAD_TRAP_FIELD).value = "https://spam.example";
    button.click();
    await page.hydrate(leadForm);
    await waitFor(() => expect(status()).toBe(SUCCESS));
    expect(control("name").value).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
