import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactFormContent } from "#content/contentTypes.ts";
import { CONTACT_SIMULATED_DELAY_MS, CONTACT_SUCCESS_BANNER_MS, ContactForm } from "./ContactForm";
import { LEAD_TRAP_FIELD } from "./leadTrap";
import { withMessages } from "#web/shared/forms/testing.ts";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { stubAppConfig } from "../../tests/unit/app-config";

const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";

const option = (value: string, label: string) => ({ _key: value, value, label });

const content: ContactFormContent = {
  detailsTitle: null,
  detailsText: null,
  formTitle: "Send Us a Message",
  formLabels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    company: "Company",
    service: "Service of Interest",
    message: "Message",
    budget: "Budget",
    timeline: "Timeline",
    choose: "Select an option",
  },
  serviceOptions: [option("ai-agents", "AI Agents"), option("other", "Other")],
  budgetOptions: [option("under-5k", "Under $5,000")],
  timelineOptions: [option("asap", "ASAP")],
  submitLabel: "Send Message",
  submittingLabel: "Sending Message...",
  successMessage: SUCCESS,
  privacyNote: "We respect your privacy. Read our Privacy Policy to see how we handle your data.",
  privacyLinkText: "Privacy Policy",
  scheduleTitle: null,
  scheduleText: null,
  scheduleCta: null,
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Types the four required fields (a valid message, unless `firstName` says otherwise). */
async function typeRequiredFields(user: ReturnType<typeof userEvent.setup>, firstName = "Ada") {
  await user.type(screen.getByLabelText("First Name"), firstName);
  await user.type(screen.getByLabelText("Last Name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Message"), "Hello");
}

function setup() {
  const user = userEvent.setup();
  render(withMessages(<ContactForm content={content} titleId="contact-form-title" />));
  return { user };
}

describe("ContactForm", () => {
  it("names every control with a visible label and marks the spec's required fields", () => {
    setup();
    const names = ["firstName", "lastName", "email", "company", "service", "message", "budget", "timeline"];
    const form = screen.getByRole("form", { name: "Send Us a Message" }) as HTMLFormElement;
    for (const name of names) {
      const control = form.elements.namedItem(name) as HTMLInputElement;
      expect(control.labels?.[0]).toBeVisible();
    }
    for (const name of ["firstName", "lastName", "email", "message"]) {
      expect(form.elements.namedItem(name)).toBeRequired();
    }
    expect(form.elements.namedItem("email")).toHaveAttribute("type", "email");
    expect(screen.getByRole("combobox", { name: "Service of Interest" })).toHaveTextContent("AI Agents");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", paths.privacy);
  });

  it("links the note's privacy link words to the privacy policy in the page's language", () => {
    const spanish = {
      ...content,
      privacyNote: "Respetamos su privacidad. Lea nuestra Política de privacidad.",
      privacyLinkText: "Política de privacidad",
    };
    render(
      withMessages(<ContactForm content={spanish} titleId="t" />, { path: "/es/contact", messages: es }),
    );
    const link = screen.getByRole("link", { name: "Política de privacidad" });
    expect(link).toHaveAttribute("href", localizedPath(paths.privacy, "es"));
    expect(link.parentElement).toHaveTextContent(spanish.privacyNote);
  });

  it("links the whole note when its privacy link words are not in it", () => {
    render(
      withMessages(<ContactForm content={{ ...content, privacyLinkText: "Data Policy" }} titleId="t" />),
    );
    expect(screen.getByRole("link", { name: content.privacyNote! })).toHaveAttribute("href", paths.privacy);
  });

  it("simulates sending: 2 s busy, then clears the form and shows the banner for 5 s", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user } = setup();

    await typeRequiredFields(user);
    await user.selectOptions(screen.getByLabelText("Service of Interest"), "ai-agents");
    // Fake timers only from here: user-event's own delays need real ones.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    const busy = screen.getByRole("button", { name: "Sending Message..." });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText("First Name")).toHaveValue("Ada");

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SIMULATED_DELAY_MS - 1));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(screen.getByLabelText("First Name")).toHaveValue("");
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Service of Interest")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_SUCCESS_BANNER_MS - 1));
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts to the backend when one is configured and keeps the values on failure", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    const fetchMock = vi.fn().mockResolvedValue(new Response("", { status: 502 }));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = setup();

    await typeRequiredFields(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Message")).toHaveValue("Hello");
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      message: "Hello",
      source: "contact-page",
    });
  });

  it("with its trap field filled, shows the success banner and clears the form, but sends nothing", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = setup();

    await typeRequiredFields(user);
    const form = screen.getByRole("form", { name: "Send Us a Message" }) as HTMLFormElement;
    fireEvent.change(form.elements.namedItem(LEAD_TRAP_FIELD) as HTMLInputElement, {
      target: { value: "https://spam.example" },
    });
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("treats a whitespace-only name as empty", async () => {
    const { user } = setup();
    await typeRequiredFields(user, "  ");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByLabelText("First Name")).toHaveAccessibleDescription("First name is required");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
