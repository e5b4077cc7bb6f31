import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormContent } from "#content/contentTypes.ts";
import { prerenderedPage, withMessages } from "#web/shared/forms/testing.ts";
import { ContentForm } from "./ContentForm";
import { stubAppConfig } from "../../tests/unit/app-config";

// A content form that came in the prerendered HTML, sent before its code had loaded: the browser
// sends nothing itself, the form keeps what was typed and goes through once its code is ready.

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
  ].map(({ kind, name }) => ({
    _key: name,
    kind: kind as "email" | "consent",
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
  })),
};
const form = withMessages(<ContentForm content={content} />);

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
