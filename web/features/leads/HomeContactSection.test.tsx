import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HomeContactSection } from "./HomeContactSection";
import { stubAppConfig } from "../../../tests/unit/app-config";
import { siteSettingsWith } from "../../../tests/unit/seed-content";

const content = {
  title: "Ready to Automate?",
  intro: "Tell us about your project.",
  nameLabel: "Your Name",
  emailLabel: "Email Address",
  projectLabel: "Your project",
  submitLabel: "Send Message",
  successMessage: "Thanks, we'll be in touch.",
};

const settings = siteSettingsWith({
  siteName: "Agency",
  contactEmail: "hello@example.com",
  contactPhone: "+1 (555) 123-4567",
  phoneHours: "Mon-Fri 9AM-6PM EST",
});

function setup() {
  const user = userEvent.setup();
  render(<HomeContactSection content={content} settings={settings} />);
  return {
    user,
    name: screen.getByLabelText("Your Name"),
    email: screen.getByLabelText("Email Address"),
    project: screen.getByLabelText("Your project"),
    submit: screen.getByRole("button", { name: "Send Message" }),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("HomeContactSection", () => {
  it("shows the contact details from site settings", () => {
    setup();
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    expect(screen.getByRole("link", { name: "+1 (555) 123-4567" })).toHaveAttribute(
      "href",
      "tel:+15551234567",
    );
    expect(screen.getByText("Mon-Fri 9AM-6PM EST")).toBeInTheDocument();
  });

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
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    const fetchMock = vi.fn().mockResolvedValue(new Response("error", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    const { user, name, email, project, submit } = setup();

    await user.type(name, "Ada Lovelace");
    await user.type(email, "ada@example.com");
    await user.type(project, "Automate invoices");
    await user.click(submit);

    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/could not be sent/);
    expect(name).toHaveValue("Ada Lovelace");
    expect(email).toHaveValue("ada@example.com");
    expect(project).toHaveValue("Automate invoices");
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      project: "Automate invoices",
      source: "home-contact",
    });
  });

  it("clears the form and shows the success message when the POST succeeds", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json({ received: true })));
    const { user, name, email, submit } = setup();

    await user.type(name, "Ada");
    await user.type(email, "ada@example.com");
    await user.click(submit);

    expect(await screen.findByText("Thanks, we'll be in touch.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Thanks, we'll be in touch.");
    expect(name).toHaveValue("");
    expect(email).toHaveValue("");
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
