import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { BlockOf } from "#blocks/types.ts";
import type { FormContent, FormFieldContent as FieldContent } from "#content/contentTypes.ts";
import { LEAD_TRAP_FIELD } from "#content/formRules.ts";
import { paths } from "#content/paths.ts";
import { trackEvent } from "#web/shared/analytics/track.ts";
import { withMessages } from "#web/shared/forms/testing.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { failOnConsoleError } from "../testing";
import FormSectionBlock from "./FormSectionBlock";
import { stubAppConfig } from "../../tests/unit/app-config";
import type { BlockContext } from "#blocks/markdownParts.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { formSectionMarkdown } from "./markdown";

vi.mock("#web/shared/analytics/track.ts", () => ({ trackEvent: vi.fn() }));

type Block = BlockOf<"formSection">;

const field = (
  fields: Partial<FieldContent> & Pick<FieldContent, "kind" | "name" | "label">,
): FieldContent => ({
  _key: fields.name ?? "k",
  help: null,
  required: false,
  autocomplete: null,
  besidePrevious: null,
  placeholder: null,
  pattern: null,
  patternMessage: null,
  options: null,
  legalPage: null,
  ...fields,
});

/** A form with one field of each kind. */
const FIELDS = [
  field({ kind: "text", name: "fullName", label: "Full name", required: true, help: "As on your badge" }),
  field({
    kind: "text",
    name: "code",
    label: "Invite code",
    pattern: "[A-Z]{2}\\d{4}",
    patternMessage: "Two capitals, then four digits",
  }),
  field({ kind: "email", name: "email", label: "E-mail", required: true }),
  field({ kind: "phone", name: "phone", label: "Phone" }),
  field({ kind: "textarea", name: "questions", label: "Questions" }),
  field({
    kind: "select",
    name: "role",
    label: "Role",
    options: [
      { _key: "a", value: "marketing", label: "Marketing" },
      { _key: "b", value: "engineering", label: "Engineering" },
    ],
  }),
  field({ kind: "checkbox", name: "newsletter", label: "Send me the newsletter" }),
  field({
    kind: "consent",
    name: "consent",
    label: "I agree to be contacted",
    required: true,
    legalPage: { title: "Privacy policy", href: paths.privacy },
  }),
];

const FORM: FormContent = {
  title: "Webinar sign-up",
  formId: "webinar-sign-up",
  delivery: null,
  submitLabel: "Sign me up",
  submittingLabel: null,
  successMessage: "You're on the list.",
  successSeconds: null,
  after: "message",
  afterHref: null,
  fields: FIELDS,
};

const block = (form: Partial<FormContent> | null = {}): Block => ({
  _key: "form-1",
  _type: "formSection",
  anchorId: null,
  hidden: false,
  heading: "Join the webinar",
  intro: "One hour, live.",
  form: form ? { ...FORM, ...form } : null,
});

/** Where the router is: the page after sending, once the form has gone on. */
function Address() {
  return <span data-testid="address">{useLocation().pathname}</span>;
}

function setup(form?: Partial<FormContent> | null, messages = {}) {
  const user = userEvent.setup();
  render(
    withMessages(
      <>
        <FormSectionBlock block={block(form)} id="webinar" atTop={false} />
        <Address />
      </>,
      messages,
    ),
  );
  const get = (label: string) => screen.getByLabelText(label);
  const fill = async () => {
    await user.type(get("Full name"), "Ada Lovelace");
    await user.type(get("Invite code"), "AB1234");
    await user.type(get("E-mail"), "ada@example.com");
    await user.type(get("Phone"), "+1 555 010 2030");
    await user.type(get("Questions"), "Will it be recorded?");
    await user.selectOptions(get("Role"), "engineering");
    await user.click(get("Send me the newsletter"));
    await user.click(get("I agree to be contacted"));
  };
  const send = () => user.click(screen.getByRole("button", { name: "Sign me up" }));
  return { user, get, fill, send };
}

const withBackend = (reply: Response) => {
  stubAppConfig({ VITE_API_URL: "https://api.example.test" });
  const fetchMock = vi.fn().mockResolvedValue(reply);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
};

beforeAll(() => window.history.replaceState(null, "", `${paths.pricing}?utm_campaign=spring`));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(trackEvent).mockClear();
});

failOnConsoleError();

describe("FormSectionBlock", () => {
  it("renders every kind of field with a visible label, its help read with it, under the section's heading", () => {
    const { get } = setup();
    const form = screen.getByRole("form", { name: "Join the webinar" });
    expect(screen.getByText("One hour, live.")).toBeInTheDocument();
    expect(get("Full name")).toHaveAttribute("type", "text");
    expect(get("Full name")).toHaveAccessibleDescription("As on your badge");
    expect(get("Full name")).toBeRequired();
    expect(get("Questions")).not.toBeRequired();
    expect(get("I agree to be contacted")).toBeRequired();
    expect(get("E-mail")).toHaveAttribute("type", "email");
    expect(get("Phone")).toHaveAttribute("type", "tel");
    expect(get("Questions").tagName).toBe("TEXTAREA");
    expect(
      within(get("Role"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose one", "Marketing", "Engineering"]);
    cleanup();
    const fields = FIELDS.map((each) =>
      each.name === "role" ? { ...each, placeholder: "Pick your role" } : each,
    );
    setup({ fields });
    expect(within(screen.getByLabelText("Role")).getAllByRole("option")[0]).toHaveTextContent(
      "Pick your role",
    );
    expect(get("Send me the newsletter")).toHaveAttribute("type", "checkbox");
    expect(get("I agree to be contacted")).toHaveAttribute("type", "checkbox");
    expect(within(form).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", paths.privacy);
    expect(FIELDS.map(({ name }) => form.querySelector(`[name="${name}"]`))).not.toContain(null);
  });

  it("checks required fields, the e-mail's and phone's shape and a text's pattern, with the form's and the catalogue's messages", async () => {
    const fetchMock = withBackend(Response.json({ received: true }));
    const { user, get, send } = setup();
    await user.type(get("Invite code"), "ab12");
    await user.type(get("E-mail"), "not-an-email");
    await user.type(get("Phone"), "call me");
    await send();

    expect(get("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(get("Full name")).toHaveAccessibleDescription("As on your badge This field is required");
    expect(get("Full name")).toHaveFocus();
    expect(get("Invite code")).toHaveAccessibleDescription("Two capitals, then four digits");
    expect(get("E-mail")).toHaveAccessibleDescription("Please enter a valid email address");
    expect(get("Phone")).toHaveAccessibleDescription("Please enter a valid phone number");
    expect(get("I agree to be contacted")).toHaveAccessibleDescription("This field is required");
    expect(get("Questions")).not.toHaveAttribute("aria-invalid");
    expect(get("Send me the newsletter")).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a pattern's mismatch and a missing field in the page's language when the form gives no message", async () => {
    const fields = FIELDS.map((each) => (each.name === "code" ? { ...each, patternMessage: null } : each));
    const { user, get, send } = setup({ fields }, { messages: es });
    await user.type(get("Invite code"), "ab12");
    await send();
    expect(get("Invite code")).toHaveAccessibleDescription("Use el formato indicado");
    expect(get("Full name")).toHaveAccessibleDescription("As on your badge Este campo es obligatorio");
  });

  it("sends its fields with the page's language and how the visit began, shows its success, clears, and counts a Lead with its name", async () => {
    const fetchMock = withBackend(Response.json({ received: true }, { status: 201 }));
    const { get, fill, send } = setup();
    await fill();
    await send();

    expect(await screen.findByText("You're on the list.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("https://api.example.test/api/forms/webinar-sign-up/submissions");
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      fields: {
        fullName: "Ada Lovelace",
        code: "AB1234",
        email: "ada@example.com",
        phone: "+1 555 010 2030",
        questions: "Will it be recorded?",
        role: "engineering",
        newsletter: true,
        consent: true,
      },
      language: "en",
      landing_page: paths.pricing,
      utm_campaign: "spring",
    });
    expect(trackEvent).toHaveBeenCalledWith("Lead", { form: "Webinar sign-up" });
    expect(get("Full name")).toHaveValue("");
    expect(get("I agree to be contacted")).not.toBeChecked();
  });

  it("keeps every field and says so when the send fails", async () => {
    const fetchMock = withBackend(new Response("error", { status: 500 }));
    const { get, fill, send } = setup();
    await fill();
    await send();

    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/could not be sent/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(get("Full name")).toHaveValue("Ada Lovelace");
    expect(get("Invite code")).toHaveValue("AB1234");
    expect(get("E-mail")).toHaveValue("ada@example.com");
    expect(get("Phone")).toHaveValue("+1 555 010 2030");
    expect(get("Questions")).toHaveValue("Will it be recorded?");
    expect(get("Role")).toHaveValue("engineering");
    expect(get("Send me the newsletter")).toBeChecked();
    expect(get("I agree to be contacted")).toBeChecked();
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("with its trap field filled, shows its success but sends nothing", async () => {
    const fetchMock = withBackend(Response.json({ received: true }));
    const { fill, send } = setup();
    await fill();
    fireEvent.change(document.querySelector(`[name="${LEAD_TRAP_FIELD}"]`)!, {
      target: { value: "https://spam.example" },
    });
    await send();

    expect(await screen.findByText("You're on the list.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("shows its success without sending when no backend is configured", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { fill, send } = setup();
    await fill();
    await send();
    expect(await screen.findByText("You're on the list.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("goes on to its page after sending when it says so", async () => {
    withBackend(Response.json({ received: true }, { status: 201 }));
    const { fill, send } = setup({ after: "page", afterHref: paths.contact });
    await fill();
    await send();
    await vi.waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(paths.contact));
  });

  it("asks for the visitor's details it names, says which one is missing, and puts a field beside the one before in a row", async () => {
    const fields = [
      field({
        kind: "text",
        name: "firstName",
        label: "First name",
        required: true,
        autocomplete: "given-name",
      }),
      field({
        kind: "text",
        name: "lastName",
        label: "Last name",
        besidePrevious: true,
        autocomplete: "family-name",
      }),
      field({ kind: "email", name: "email", label: "E-mail", required: true }),
      field({
        kind: "text",
        name: "company",
        label: "Company",
        besidePrevious: true,
        autocomplete: "organization",
      }),
      field({ kind: "textarea", name: "message", label: "Message", required: true }),
      // A token of no detail the Studio offers, as a hand-edited document could have.
      field({
        kind: "text",
        name: "topic",
        label: "Topic",
        autocomplete: "bogus" as FieldContent["autocomplete"],
      }),
    ];
    const { get, send } = setup({ fields });
    expect(get("Topic")).toHaveAttribute("autocomplete", "off");
    expect(get("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(get("Company")).toHaveAttribute("autocomplete", "organization");
    expect(get("E-mail")).toHaveAttribute("autocomplete", "email");
    const rows = [...document.querySelectorAll(".form-row")].map((row) =>
      [...row.querySelectorAll("label")].map((label) => label.textContent),
    );
    expect(rows).toEqual([
      ["First name", "Last name"],
      ["E-mail", "Company"],
    ]);
    await send();
    expect(get("First name")).toHaveAccessibleDescription("First name is required");
    expect(get("E-mail")).toHaveAccessibleDescription("Email is required");
    expect(get("Message")).toHaveAccessibleDescription("This field is required");
  });

  describe("a form that sends leads", () => {
    const leadFields = [
      field({ kind: "text", name: "name", label: "Your name", required: true, autocomplete: "name" }),
      field({ kind: "email", name: "email", label: "E-mail", required: true }),
      field({ kind: "textarea", name: "project", label: "Your project" }),
    ];
    const fillLead = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(screen.getByLabelText("Your name"), "Ada Lovelace");
      await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
      await user.type(screen.getByLabelText("Your project"), "Invoices");
    };

    it("sends a lead with its id as the source and how the visit began, and counts a Lead by that source", async () => {
      const fetchMock = withBackend(Response.json({ received: true }, { status: 201 }));
      const { user, send } = setup({ delivery: "lead", formId: "home-contact", fields: leadFields });
      await fillLead(user);
      await send();
      expect(await screen.findByText("You're on the list.")).toBeInTheDocument();
      expect(fetchMock.mock.calls[0][0]).toBe("https://api.example.test/api/contact");
      expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
        name: "Ada Lovelace",
        email: "ada@example.com",
        project: "Invoices",
        source: "home-contact",
        landing_page: paths.pricing,
        utm_campaign: "spring",
      });
      expect(trackEvent).toHaveBeenCalledWith("Lead", { source: "home-contact" });
    });

    it("is sent as a form submission, losing nothing, when no lead can carry it: another id, or a field no lead has", async () => {
      for (const form of [
        { delivery: "lead" as const, formId: "webinar-sign-up", fields: leadFields },
        {
          delivery: "lead" as const,
          formId: "home-contact",
          fields: [...leadFields, field({ kind: "checkbox", name: "newsletter", label: "Newsletter" })],
        },
      ]) {
        const fetchMock = withBackend(Response.json({ received: true }, { status: 201 }));
        const { user, send } = setup(form);
        await fillLead(user);
        await send();
        expect(await screen.findByText("You're on the list.")).toBeInTheDocument();
        expect(fetchMock.mock.calls[0][0]).toBe(
          `https://api.example.test/api/forms/${form.formId}/submissions`,
        );
        cleanup();
      }
    });

    it("says it is sending on its button, and hides its success after its seconds", async () => {
      withBackend(Response.json({ received: true }, { status: 201 }));
      let answer: (reply: Response) => void = () => {};
      vi.mocked(fetch).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      const { user, send } = setup({
        delivery: "lead",
        formId: "home-contact",
        fields: leadFields,
        submittingLabel: "Sending...",
        successSeconds: 5,
      });
      await fillLead(user);
      await send();
      expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
      // Fake timers only from here: user-event's own delays need real ones.
      vi.useFakeTimers();
      try {
        await act(async () => answer(Response.json({ received: true }, { status: 201 })));
        expect(screen.getByRole("status")).toHaveTextContent("You're on the list.");
        expect(screen.getByRole("button", { name: "Sign me up" })).toBeEnabled();
        await act(() => vi.advanceTimersByTimeAsync(4999));
        expect(screen.getByText("You're on the list.")).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(screen.queryByText("You're on the list.")).not.toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it("renders nothing without a form, an id or fields, and leaves out fields of no known kind, no usable name or a name taken", () => {
    const { container } = render(
      withMessages(<FormSectionBlock block={block(null)} id="webinar" atTop={false} />),
    );
    expect(container).toBeEmptyDOMElement();
    cleanup();
    for (const form of [{ formId: null }, { fields: [] }, { fields: null }]) {
      const { container: empty } = render(
        withMessages(<FormSectionBlock block={block(form)} id="webinar" atTop={false} />),
      );
      expect(empty).toBeEmptyDOMElement();
      cleanup();
    }
    const odd = [
      field({ kind: null, name: "a", label: "No kind" }),
      field({ kind: "text", name: null, label: "No name" }),
      field({ kind: "text", name: "b", label: "Kept" }),
      field({ kind: "email", name: "b", label: "Second b" }),
      field({ kind: "text", name: LEAD_TRAP_FIELD, label: "The trap's name" }),
      field({ kind: "text", name: "full name", label: "Not a name" }),
    ];
    setup({ fields: odd });
    for (const label of ["No kind", "No name", "Second b", "The trap's name", "Not a name"])
      expect(screen.queryByLabelText(label), label).toBeNull();
    expect(screen.getByLabelText("Kept")).toBeInTheDocument();
  });
});

const inEnglish: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };
const inSpanish: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };
/** A block's content as a test writes it: only the fields its Markdown reads. */
const section = (fields: Record<string, unknown>) => fields as unknown as BlockOf<"formSection">;

describe("formSectionMarkdown", () => {
  it("writes a form's fields as a list, then says the form is on the page, in the page's language", () => {
    const fields = [
      { label: "Full name", required: true },
      { label: "Company", required: false },
    ];
    const form = section({ heading: "Join us", intro: "Sign up.", form: { fields } });
    expect(formSectionMarkdown(form, inEnglish)).toBe(
      "## Join us\n\nSign up.\n\n- Full name (required)\n- Company\n\nThis form is filled in and sent on the page.",
    );
    expect(formSectionMarkdown(form, inSpanish)).toContain(
      "- Full name (obligatorio)\n- Company\n\nEste formulario",
    );
    // As on the page: without its form, or a form without fields, the section shows nothing.
    expect(formSectionMarkdown(section({ heading: "Join us", form: null }), inEnglish)).toBe("");
    expect(formSectionMarkdown(section({ heading: "Join us", form: { fields: [] } }), inEnglish)).toBe("");
  });
});
