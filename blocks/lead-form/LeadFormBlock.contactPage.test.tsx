import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEAD_TRAP_FIELD } from "#content/formRules.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { paths } from "#content/paths.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { stubAppConfig } from "../../tests/unit/app-config";
import { withRootData } from "../../tests/unit/root-data-router";
import LeadFormBlock from "./LeadFormBlock";
import {
  labelOf,
  rootDataWithContact,
  seedLeadForm,
  type LeadFormSection,
} from "../../tests/unit/lead-form-sections";

// The contact page's form (spec, section 9), as the bundled dataset has it.
const section = await seedLeadForm("page-contact", "contact-form");
const form = section.form!;
const SUCCESS = form.successMessage!;
const SEND = form.submitLabel!;
const label = (name: string) => labelOf(section, name);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Types the four required fields (a valid message, unless `firstName` says otherwise). */
async function typeRequiredFields(user: ReturnType<typeof userEvent.setup>, firstName = "Ada") {
  await user.type(screen.getByLabelText(label("firstName")), firstName);
  await user.type(screen.getByLabelText(label("lastName")), "Lovelace");
  await user.type(screen.getByLabelText(label("email")), "ada@example.com");
  await user.type(screen.getByLabelText(label("message")), "Hello");
}

function setup(
  content: LeadFormSection = section,
  { path = "/", messages = undefined as typeof es | undefined } = {},
) {
  const user = userEvent.setup();
  render(
    withRootData(<LeadFormBlock block={content} id="contact-form" atTop={false} />, {
      rootData: rootDataWithContact,
      path,
      messages,
    }),
  );
  return { user };
}

const privacy = (texts: Partial<NonNullable<LeadFormSection["contactPage"]>>) => ({
  ...section,
  contactPage: { ...section.contactPage!, ...texts },
});

describe("the contact page's form", () => {
  it("names every control with a visible label and marks the spec's required fields", () => {
    setup();
    const names = ["firstName", "lastName", "email", "company", "service", "message", "budget", "timeline"];
    const element = screen.getByRole("form", { name: section.title! }) as HTMLFormElement;
    for (const name of names) {
      const control = element.elements.namedItem(name) as HTMLInputElement;
      expect(control.labels?.[0]).toBeVisible();
    }
    for (const name of ["firstName", "lastName", "email", "message"]) {
      expect(element.elements.namedItem(name)).toBeRequired();
    }
    for (const name of ["company", "service", "budget", "timeline"]) {
      expect(element.elements.namedItem(name)).not.toBeRequired();
    }
    expect(element.elements.namedItem("email")).toHaveAttribute("type", "email");
    expect(screen.getByRole("combobox", { name: label("service") })).toHaveTextContent("AI Agents");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", paths.privacy);
  });

  it("links the note's privacy link words to the privacy policy in the page's language", () => {
    const spanish = {
      privacyNote: "Respetamos su privacidad. Lea nuestra Política de privacidad.",
      privacyLinkText: "Política de privacidad",
    };
    setup(privacy(spanish), { path: "/es/contact", messages: es });
    const link = screen.getByRole("link", { name: "Política de privacidad" });
    expect(link).toHaveAttribute("href", localizedPath(paths.privacy, "es"));
    expect(link.parentElement).toHaveTextContent(spanish.privacyNote);
  });

  it("links the whole note when its privacy link words are not in it", () => {
    setup(privacy({ privacyLinkText: "Data Policy" }));
    expect(screen.getByRole("link", { name: section.contactPage!.privacyNote! })).toHaveAttribute(
      "href",
      paths.privacy,
    );
  });

  it("simulates sending: 2 s busy, then clears the form and shows the banner for 5 s", async () => {
    expect(form.successSeconds).toBe(5);
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user } = setup();

    await typeRequiredFields(user);
    await user.selectOptions(screen.getByLabelText(label("service")), "ai-agents");
    // Fake timers only from here: user-event's own delays need real ones.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: SEND }));

    const busy = screen.getByRole("button", { name: form.submittingLabel! });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText(label("firstName"))).toHaveValue("Ada");

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(screen.getByRole("button", { name: form.submittingLabel! })).toBeDisabled();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled();
    expect(screen.getByLabelText(label("firstName"))).toHaveValue("");
    expect(screen.getByLabelText(label("email"))).toHaveValue("");
    expect(screen.getByLabelText(label("service"))).toHaveValue("");
    expect(screen.getByLabelText(label("message"))).toHaveValue("");

    await act(() => vi.advanceTimersByTimeAsync(4_999));
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
    await user.click(screen.getByRole("button", { name: SEND }));

    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByLabelText(label("firstName"))).toHaveValue("Ada");
    expect(screen.getByLabelText(label("message"))).toHaveValue("Hello");
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
    const element = screen.getByRole("form", { name: section.title! }) as HTMLFormElement;
    fireEvent.change(element.elements.namedItem(LEAD_TRAP_FIELD) as HTMLInputElement, {
      target: { value: "https://spam.example" },
    });
    await user.click(screen.getByRole("button", { name: SEND }));

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByLabelText(label("firstName"))).toHaveValue("");
    expect(screen.getByLabelText(label("message"))).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("treats a whitespace-only name as empty, and says which required field is missing", async () => {
    const { user } = setup();
    await typeRequiredFields(user, "  ");
    await user.clear(screen.getByLabelText(label("message")));
    await user.click(screen.getByRole("button", { name: SEND }));

    expect(screen.getByLabelText(label("firstName"))).toHaveAccessibleDescription("First name is required");
    expect(screen.getByLabelText(label("message"))).toHaveAccessibleDescription("This field is required");
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled();
  });
});
