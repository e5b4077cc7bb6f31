import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LEAD_TRAP_FIELD } from "#content/formRules.ts";
import { paths } from "#content/paths.ts";
import { trackEvent } from "#web/shared/analytics/track.ts";
import { stubAppConfig } from "../../tests/unit/app-config";
import { withRootData } from "../../tests/unit/root-data-router";
import LeadFormBlock from "./LeadFormBlock";
import { labelOf, rootDataWithContact, seedLeadForm } from "../../tests/unit/lead-form-sections";

vi.mock("#web/shared/analytics/track.ts", () => ({ trackEvent: vi.fn() }));

// The home page's contact section, as the bundled dataset has it, with another success text.
const SUCCESS = "Thanks, we'll be in touch.";
const seeded = await seedLeadForm("page-home", "contact");
const section = { ...seeded, form: { ...seeded.form!, successMessage: SUCCESS } };

// The visit began on the pricing page from a campaign's link (read once, at the first lead sent).
beforeAll(() =>
  window.history.replaceState(null, "", `${paths.pricing}?utm_source=newsletter&utm_campaign=spring`),
);

function setup() {
  const user = userEvent.setup();
  render(
    withRootData(<LeadFormBlock block={section} id="contact" atTop={false} />, {
      rootData: rootDataWithContact,
    }),
  );
  const fields = {
    name: screen.getByLabelText(labelOf(section, "name")),
    email: screen.getByLabelText(labelOf(section, "email")),
    project: screen.getByLabelText(labelOf(section, "project")),
    submit: screen.getByRole("button", { name: section.form.submitLabel! }),
  };
  /** Fills in every field and sends it. */
  const sendFilledForm = async () => {
    await user.type(fields.name, "Ada Lovelace");
    await user.type(fields.email, "ada@example.com");
    await user.type(fields.project, "Automate invoices");
    await user.click(fields.submit);
  };
  return { user, ...fields, sendFilledForm };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(trackEvent).mockClear();
});

const withBackend = (reply: Response) => {
  stubAppConfig({ VITE_API_URL: "https://api.example.test" });
  const fetchMock = vi.fn().mockResolvedValue(reply);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
};

describe("the home page's contact section", () => {
  it("requires a name and a valid e-mail, clearing an error when its field is edited", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user, name, email, submit } = setup();

    await user.type(name, "   ");
    await user.type(email, "not-an-email");
    await user.click(submit);

    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, "Ada");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("keeps the values and shows an alert when the POST fails", async () => {
    const fetchMock = withBackend(new Response("error", { status: 500 }));
    const { name, email, project, sendFilledForm } = setup();

    await sendFilledForm();

    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/could not be sent/);
    expect(name).toHaveValue("Ada Lovelace");
    expect(email).toHaveValue("ada@example.com");
    expect(project).toHaveValue("Automate invoices");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("sends the lead with how the visit began, clears the form and counts a Lead", async () => {
    const fetchMock = withBackend(Response.json({ received: true }));
    const { name, email, sendFilledForm } = setup();

    await sendFilledForm();

    expect(await screen.findByText("Thanks, we'll be in touch.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Thanks, we'll be in touch.");
    expect(name).toHaveValue("");
    expect(email).toHaveValue("");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      project: "Automate invoices",
      source: "home-contact",
      landing_page: paths.pricing,
      utm_source: "newsletter",
      utm_campaign: "spring",
    });
    expect(trackEvent).toHaveBeenCalledWith("Lead", { source: "home-contact" });
  });

  it("with its trap field filled, shows the success message and clears the form, but sends nothing", async () => {
    const fetchMock = withBackend(Response.json({ received: true }));
    const { user, name, email, submit } = setup();

    await user.type(name, "Ada");
    await user.type(email, "ada@example.com");
    fireEvent.change(document.querySelector(`[name="${LEAD_TRAP_FIELD}"]`)!, {
      target: { value: "https://spam.example" },
    });
    await user.click(submit);

    expect(await screen.findByText("Thanks, we'll be in touch.")).toBeInTheDocument();
    expect(name).toHaveValue("");
    expect(email).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("sent at once, its fields filled by the browser, is sent: a fast person keeps the message", async () => {
    const fetchMock = withBackend(Response.json({ received: true }));
    // The page's clock stands still: the form is sent the moment it appeared.
    vi.spyOn(performance, "now").mockReturnValue(performance.now());
    const { user, name, email, submit } = setup();

    // Autofill: both values at once, no typing.
    fireEvent.change(name, { target: { value: "Ada" } });
    fireEvent.change(email, { target: { value: "ada@example.com" } });
    await user.click(submit);

    expect(await screen.findByText("Thanks, we'll be in touch.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
    });
  });

  it("has a trap field that no one sees or reaches, with no part in the form's name or values", () => {
    setup();
    const trap = document.querySelector<HTMLInputElement>(`[name="${LEAD_TRAP_FIELD}"]`)!;
    expect(trap).toHaveAttribute("type", "text");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass("lead-trap");
    expect(trap.labels?.[0]).toHaveTextContent("Leave this field empty");
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
  });

  it("shows the success message without sending when no backend is configured", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user, name, email, submit } = setup();

    await user.type(name, "Ada");
    await user.type(email, "ada@example.com");
    await user.click(submit);

    expect(await screen.findByText("Thanks, we'll be in touch.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
