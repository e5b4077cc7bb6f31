import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failOnConsoleError } from "#blocks/testing.ts";
import { LEAD_TRAP_FIELD } from "#content/formRules.ts";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { seedRootData, withRootData } from "../../tests/unit/root-data-router";
import { stubAppConfig } from "../../tests/unit/app-config";
import LeadFormBlock from "./LeadFormBlock";
import {
  labelOf,
  rootDataWithContact,
  seedLeadForm,
  sentBodies,
  type LeadFormSection,
} from "../../tests/unit/lead-form-sections";
import type { BlockContext } from "#blocks/markdownParts.ts";
import type { BlockOf } from "#blocks/types.ts";
import { messagesIn } from "#web/shared/i18n/messages/catalogue.server.ts";
import { leadFormMarkdown } from "./markdown";

// Today's sections and forms, from the home and contact pages of the bundled dataset.
const banner = await seedLeadForm("page-home", "assessment");
const contactSection = await seedLeadForm("page-home", "contact");
const contactPage = await seedLeadForm("page-contact", "contact-form");

function setup(content: LeadFormSection, id = "lead", rootData = rootDataWithContact) {
  const user = userEvent.setup();
  const view = render(withRootData(<LeadFormBlock block={content} id={id} atTop={false} />, { rootData }));
  return { user, ...view };
}

const withBackend = () => {
  stubAppConfig({ VITE_API_URL: "https://api.example.test" });
  const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
// Registered last, so it checks before the mocks above are restored (hooks run in reverse).
failOnConsoleError();

describe("LeadFormBlock", () => {
  it("shows the consultation card and sends its lead with the source home-banner", async () => {
    const fetchMock = withBackend();
    const { user, container } = setup(banner);

    const form = screen.getByRole("form", { name: banner.title! });
    expect(container.querySelector("section#lead .lead-card")).toContainElement(form);
    expect(screen.getByText(banner.intro!)).toBeVisible();
    // Name, e-mail and company side by side where they fit, as the card always had them.
    expect(form.querySelector(".form-row")?.querySelectorAll("input")).toHaveLength(3);
    await user.type(screen.getByLabelText(labelOf(banner, "name")), "Ada Lovelace");
    await user.type(screen.getByLabelText(labelOf(banner, "email")), "ada@example.com");
    await user.type(screen.getByLabelText(labelOf(banner, "company")), "Analytical Engines");
    await user.type(screen.getByLabelText(labelOf(banner, "goals")), "Automate invoicing");
    await user.click(screen.getByRole("button", { name: banner.form!.submitLabel! }));

    expect(await screen.findByText(banner.form!.successMessage!)).toBeVisible();
    expect(fetchMock.mock.calls[0][0]).toBe("https://api.example.test/api/contact");
    expect(sentBodies(fetchMock)).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines",
        goals: "Automate invoicing",
        source: "home-banner",
        landing_page: "/",
      },
    ]);
  });

  it("shows the contact section with the site's contact details and sends with the source home-contact", async () => {
    const fetchMock = withBackend();
    const { user, container } = setup(contactSection, "contact");

    // The block's id is the section's, so the home page's #contact anchor stays possible.
    const section = container.querySelector("section#contact");
    expect(section).toHaveAccessibleName(contactSection.title!);
    expect(screen.getByRole("heading", { level: 2, name: contactSection.title! })).toBeVisible();
    expect(screen.getByText(contactSection.intro!)).toBeVisible();
    expect(screen.getByRole("link", { name: "hello@nexora.ai" })).toHaveAttribute(
      "href",
      "mailto:hello@nexora.ai",
    );
    expect(screen.getByRole("link", { name: "+1 (555) 123-4567" })).toHaveAttribute(
      "href",
      "tel:+15551234567",
    );
    expect(screen.getByText("Mon-Fri 9AM-6PM EST")).toBeVisible();

    await user.type(screen.getByLabelText(labelOf(contactSection, "name")), "Ada Lovelace");
    await user.type(screen.getByLabelText(labelOf(contactSection, "email")), "ada@example.com");
    await user.type(screen.getByLabelText(labelOf(contactSection, "project")), "A support agent");
    await user.click(screen.getByRole("button", { name: contactSection.form!.submitLabel! }));

    expect(await screen.findByText(contactSection.form!.successMessage!)).toBeVisible();
    expect(sentBodies(fetchMock)).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        project: "A support agent",
        source: "home-contact",
        landing_page: "/",
      },
    ]);
  });

  it("shows the full contact form beside the details and schedule box and sends with the source contact-page", async () => {
    const fetchMock = withBackend();
    const { user } = setup(contactPage);
    const texts = contactPage.contactPage!;
    const label = (name: string) => labelOf(contactPage, name);

    expect(screen.getByRole("heading", { level: 2, name: texts.detailsTitle! })).toBeVisible();
    expect(screen.getByText("100 Market Street, San Francisco, CA")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: texts.scheduleTitle! })).toBeVisible();
    expect(screen.getByRole("link", { name: texts.scheduleCta!.label! })).toHaveAttribute(
      "href",
      texts.scheduleCta!.href!,
    );
    expect(screen.getByRole("form", { name: contactPage.title! })).toBeVisible();
    expect(screen.getByRole("option", { name: "Under $5,000" })).toBeInTheDocument();

    await user.type(screen.getByLabelText(label("firstName")), "Ada");
    await user.type(screen.getByLabelText(label("lastName")), "Lovelace");
    await user.type(screen.getByLabelText(label("email")), "ada@example.com");
    await user.selectOptions(screen.getByLabelText(label("service")), "ai-agents");
    await user.selectOptions(screen.getByLabelText(label("budget")), "5k-15k");
    await user.type(screen.getByLabelText(label("message")), "Hello");
    await user.click(screen.getByRole("button", { name: contactPage.form!.submitLabel! }));

    expect(await screen.findByText(contactPage.form!.successMessage!)).toBeVisible();
    expect(sentBodies(fetchMock)).toEqual([
      {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        company: "",
        service: "ai-agents",
        message: "Hello",
        budget: "5k-15k",
        timeline: "",
        source: "contact-page",
        landing_page: "/",
      },
    ]);
  });

  it("shows a Spanish page's form in Spanish: the section refers to the form, the page's language picks its translation", async () => {
    const spanish = await seedLeadForm("page-home-es", "contact", "es");
    expect(spanish.form?.formId).toBe("home-contact");
    setup(spanish);
    expect(screen.getByLabelText("Su nombre")).toBeVisible();
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeVisible();
  });

  it("gives each form's headings ids from the section's, so two forms on a page do not clash", () => {
    const { container } = setup(contactPage, "talk");
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids).toEqual(
      expect.arrayContaining(["talk", "talk-title", "talk-details-title", "talk-schedule-title"]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each form one trap field", () => {
    for (const section of [banner, contactSection, contactPage]) {
      const { container, unmount } = setup(section);
      expect(container.querySelectorAll(`form [name="${LEAD_TRAP_FIELD}"]`)).toHaveLength(1);
      unmount();
    }
  });

  it("shows nothing when no layout is picked", () => {
    const { container } = setup({ ...contactSection, layout: null });
    expect(container).toBeEmptyDOMElement();
  });

  it("shows nothing for a layout this site does not know", () => {
    const { container } = setup({ ...banner, layout: "newsletter" as LeadFormSection["layout"] });
    expect(container).toBeEmptyDOMElement();
  });

  it("shows a form without the section's texts, still sending with its source", async () => {
    const fetchMock = withBackend();
    const { user, container } = setup({ ...banner, title: null, intro: null });

    const form = container.querySelector("form")!;
    expect(form).not.toHaveAttribute("aria-labelledby");
    const [name, email] = [...form.querySelectorAll("input")];
    await user.type(name, "Ada");
    await user.type(email, "ada@example.com");
    await user.click(form.querySelector("button")!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBodies(fetchMock)[0]).toMatchObject({ name: "Ada", source: "home-banner" });
  });

  it("shows the section's own texts and contact details when its form is missing", () => {
    const { container } = setup({ ...contactSection, form: null });
    expect(screen.getByRole("heading", { level: 2, name: contactSection.title! })).toBeVisible();
    expect(screen.getByRole("link", { name: "hello@nexora.ai" })).toBeVisible();
    expect(container.querySelector("form, .lead-card")).toBeNull();
  });

  it("renders the contact page with malformed texts: null labels, empty and missing choices, an unsafe link", () => {
    const fields = contactPage.form!.fields!.map((field) =>
      field.kind === "select"
        ? {
            ...field,
            options:
              field.name === "service"
                ? []
                : field.name === "budget"
                  ? null
                  : [{ _key: "x", value: null, label: null }],
          }
        : { ...field, label: null },
    );
    const { container } = setup({
      ...contactPage,
      title: null,
      form: { ...contactPage.form!, fields },
      contactPage: {
        ...contactPage.contactPage!,
        scheduleTitle: null,
        scheduleCta: { label: null, href: "javascript:alert(1)" },
        privacyNote: null,
        privacyLinkText: null,
      },
    });
    expect(container.querySelectorAll("select")).toHaveLength(3);
    expect(container.querySelector("a[href^='javascript']")).toBeNull();
    expect(screen.getByRole("button", { name: contactPage.form!.submitLabel! })).toBeEnabled();
  });

  it("renders the contact section without site settings", () => {
    const { container } = setup(contactSection, "lead", {
      ...seedRootData,
      settings: null,
    } as RootQueryResult);
    expect(container.querySelector("section#lead form")).not.toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

const en: BlockContext = { language: "en", formats: messagesIn("en").formats, atTop: false };
const es: BlockContext = { language: "es", formats: messagesIn("es").formats, atTop: false };

describe("leadFormMarkdown", () => {
  const form = {
    formId: "home-contact",
    fields: [
      { label: "Your Name", required: true },
      { label: "Tell us about your project", required: false },
    ],
  };
  const fields =
    "- Your Name (required)\n- Tell us about your project\n\nThis form is filled in and sent on the page.";
  const details = { contactEmail: "hello@example.com", contactPhone: "+1 555", phoneHours: "9-5" };
  const contactList = "- [hello@example.com](mailto:hello@example.com)\n- +1 555 · 9-5";
  /** A lead form's content as a test writes it: only the fields its Markdown reads. */
  const lead = (fields: Record<string, unknown>) => ({ form, ...fields }) as unknown as BlockOf<"leadForm">;
  const contactPage = {
    detailsTitle: "Get in touch",
    detailsText: "Call us.",
    scheduleTitle: "Rather talk?",
    scheduleText: "Book a call.",
    scheduleCta: { label: "Schedule", href: "/page-two" },
    privacyNote: "We respect your privacy.",
  };

  it("in a card: its title, text and form's fields, no contact details", () => {
    const banner = lead({ layout: "card", title: "Free assessment", intro: "Ask us." });
    expect(leadFormMarkdown(banner, { ...en, contact: details })).toBe(
      `## Free assessment\n\nAsk us.\n\n${fields}`,
    );
  });

  it("as a contact section: its title and text, the site's contact details, then its form", () => {
    const block = lead({ layout: "contact-section", title: "Write to us", intro: "We reply." });
    expect(leadFormMarkdown(block, { ...en, contact: details })).toBe(
      `## Write to us\n\nWe reply.\n\n${contactList}\n\n${fields}`,
    );
    expect(leadFormMarkdown(block, en)).toBe(`## Write to us\n\nWe reply.\n\n${fields}`);
  });

  it("as the contact page: the details panel with the contact details, the schedule box, then the form under its title", () => {
    const block = lead({ layout: "contact-page", title: "Message us", contactPage });
    expect(leadFormMarkdown(block, { ...en, contact: details })).toBe(
      [
        "## Get in touch",
        "Call us.",
        contactList,
        "## Rather talk?",
        "Book a call.",
        "[Schedule](/page-two)",
        "## Message us",
        fields,
      ].join("\n\n"),
    );
    const noSchedule = { ...contactPage, scheduleTitle: null, scheduleCta: null };
    expect(leadFormMarkdown(lead({ layout: "contact-page", contactPage: noSchedule }), en)).not.toContain(
      "Book a call.",
    );
  });

  it("in the page's language, and without its form (none, or missing) keeps the rest", () => {
    const block = lead({ layout: "card", title: "Evaluación", form: null });
    expect(leadFormMarkdown(block, es)).toBe("## Evaluación");
    expect(leadFormMarkdown(lead({ layout: "card", title: "Evaluación" }), es)).toContain(
      "- Your Name (obligatorio)\n- Tell us about your project\n\nEste formulario",
    );
    const contact = lead({ layout: "contact-section", title: "Write to us", form: null });
    expect(leadFormMarkdown(contact, { ...en, contact: details })).toBe(`## Write to us\n\n${contactList}`);
  });

  it("with no layout it knows shows nothing, as the page does", () => {
    expect(leadFormMarkdown(lead({ title: "Write to us" }), en)).toBe("");
    expect(leadFormMarkdown(lead({ layout: "sideways", title: "Write to us" }), en)).toBe("");
  });
});
