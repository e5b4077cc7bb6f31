import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failOnConsoleError } from "#blocks/testing.ts";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { seedRootData, withRootData } from "../../tests/unit/root-data-router";
import { stubAppConfig } from "../../tests/unit/app-config";
import { LEAD_TRAP_FIELD } from "./leadTrap";
import { seedDocument } from "../../tests/unit/seed-content";
import type { BlockOf } from "#blocks/types.ts";
import LeadFormBlock from "./LeadFormBlock";

type Block = BlockOf<"leadForm">;

// Today's texts, from the lead form sections of the home and contact pages.
const leadForm = (pageId: string, form: string) =>
  (seedDocument(pageId).sections as Block[]).find((section) => section.form === form)!;
const bannerForm = leadForm("page-home", "home-banner").bannerForm;
const contactSection = leadForm("page-home", "home-contact").contactSection;
const contactForm = leadForm("page-contact", "contact-page").contactForm;

const rootData = {
  ...seedRootData,
  settings: {
    ...seedRootData.settings,
    contactEmail: "hello@nexora.ai",
    contactPhone: "+1 (555) 123-4567",
    phoneHours: "Mon-Fri 9AM-6PM EST",
    address: "100 Market Street, San Francisco, CA",
  },
} as RootQueryResult;

const block = (fields: Partial<Block>): Block =>
  ({ _key: "lead", _type: "leadForm", anchorId: null, hidden: false, ...fields }) as Block;

function setup(content: Block, id = "lead") {
  const user = userEvent.setup();
  const view = render(withRootData(<LeadFormBlock block={content} id={id} atTop={false} />, { rootData }));
  return { user, ...view };
}

/** The JSON body of each POST the forms made. */
const sentBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
// Registered last, so it checks before the mocks above are restored (hooks run in reverse).
failOnConsoleError();

describe("LeadFormBlock", () => {
  it("shows the consultation card and sends its lead with the source home-banner", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
    vi.stubGlobal("fetch", fetchMock);
    const { user, container } = setup(block({ form: "home-banner", bannerForm }));

    const form = screen.getByRole("form", { name: bannerForm!.title! });
    expect(container.querySelector("section#lead")).toContainElement(form);
    expect(screen.getByText(bannerForm!.text!)).toBeVisible();
    await user.type(screen.getByLabelText(bannerForm!.nameLabel!), "Ada Lovelace");
    await user.type(screen.getByLabelText(bannerForm!.emailLabel!), "ada@example.com");
    await user.type(screen.getByLabelText(bannerForm!.companyLabel!), "Analytical Engines");
    await user.type(screen.getByLabelText(bannerForm!.goalsLabel!), "Automate invoicing");
    await user.click(screen.getByRole("button", { name: bannerForm!.submitLabel! }));

    expect(await screen.findByText(bannerForm!.successMessage!)).toBeVisible();
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
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
    vi.stubGlobal("fetch", fetchMock);
    const { user, container } = setup(block({ form: "home-contact", contactSection }), "contact");

    // The block's id is the section's, so the home page's #contact anchor stays possible.
    const section = container.querySelector("section#contact");
    expect(section).toHaveAccessibleName(contactSection!.title!);
    expect(screen.getByRole("heading", { level: 2, name: contactSection!.title! })).toBeVisible();
    expect(screen.getByRole("link", { name: "hello@nexora.ai" })).toHaveAttribute(
      "href",
      "mailto:hello@nexora.ai",
    );
    expect(screen.getByRole("link", { name: "+1 (555) 123-4567" })).toHaveAttribute(
      "href",
      "tel:+15551234567",
    );
    expect(screen.getByText("Mon-Fri 9AM-6PM EST")).toBeVisible();

    await user.type(screen.getByLabelText(contactSection!.nameLabel!), "Ada Lovelace");
    await user.type(screen.getByLabelText(contactSection!.emailLabel!), "ada@example.com");
    await user.type(screen.getByLabelText(contactSection!.projectLabel!), "A support agent");
    await user.click(screen.getByRole("button", { name: contactSection!.submitLabel! }));

    expect(await screen.findByText(contactSection!.successMessage!)).toBeVisible();
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
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = setup(block({ form: "contact-page", contactForm }));
    const labels = contactForm!.formLabels!;

    expect(screen.getByRole("heading", { level: 2, name: contactForm!.detailsTitle! })).toBeVisible();
    expect(screen.getByText("100 Market Street, San Francisco, CA")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: contactForm!.scheduleTitle! })).toBeVisible();
    expect(screen.getByRole("link", { name: contactForm!.scheduleCta!.label! })).toHaveAttribute(
      "href",
      contactForm!.scheduleCta!.href!,
    );
    expect(screen.getByRole("form", { name: contactForm!.formTitle! })).toBeVisible();
    expect(screen.getByRole("option", { name: "Under $5,000" })).toBeInTheDocument();

    await user.type(screen.getByLabelText(labels.firstName!), "Ada");
    await user.type(screen.getByLabelText(labels.lastName!), "Lovelace");
    await user.type(screen.getByLabelText(labels.email!), "ada@example.com");
    await user.selectOptions(screen.getByLabelText(labels.service!), "ai-agents");
    await user.selectOptions(screen.getByLabelText(labels.budget!), "5k-15k");
    await user.type(screen.getByLabelText(labels.message!), "Hello");
    await user.click(screen.getByRole("button", { name: contactForm!.submitLabel! }));

    expect(await screen.findByText(contactForm!.successMessage!)).toBeVisible();
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

  it("gives each form's headings ids from the section's, so two forms on a page do not clash", () => {
    const { container } = setup(block({ form: "contact-page", contactForm }), "talk");
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids).toEqual(
      expect.arrayContaining(["talk", "talk-title", "talk-details-title", "talk-schedule-title"]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each form one trap field", () => {
    for (const form of ["home-banner", "home-contact", "contact-page"] as const) {
      const { container, unmount } = setup(block({ form, bannerForm, contactSection, contactForm }));
      expect(container.querySelectorAll(`form [name="${LEAD_TRAP_FIELD}"]`)).toHaveLength(1);
      unmount();
    }
  });

  it("shows nothing when no form is picked", () => {
    const { container } = setup({ _key: "lead", _type: "leadForm" } as Block);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows nothing for a form this site does not know", () => {
    const { container } = setup(block({ form: "newsletter" as Block["form"], bannerForm }));
    expect(container).toBeEmptyDOMElement();
  });

  it("shows a picked form without its texts, still sending with its source", async () => {
    stubAppConfig({ VITE_API_URL: "https://api.example.test" });
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ received: true }));
    vi.stubGlobal("fetch", fetchMock);
    const { user, container } = setup(block({ form: "home-banner", bannerForm: null }));

    const form = container.querySelector("form")!;
    const [name, email] = [...form.querySelectorAll("input")];
    await user.type(name, "Ada");
    await user.type(email, "ada@example.com");
    await user.click(form.querySelector("button")!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBodies(fetchMock)[0]).toMatchObject({ name: "Ada", source: "home-banner" });
  });

  it("renders the full form with malformed texts: null labels, empty and missing choices", () => {
    const { container } = setup(
      block({
        form: "contact-page",
        contactForm: {
          ...contactForm!,
          formTitle: null,
          formLabels: null,
          serviceOptions: [],
          budgetOptions: null,
          timelineOptions: [{ _key: "x", value: null, label: null }],
          scheduleTitle: null,
          scheduleCta: { label: null, href: "javascript:alert(1)" },
          privacyNote: null,
          privacyLinkText: null,
        },
      }),
    );
    expect(container.querySelectorAll("select")).toHaveLength(3);
    expect(container.querySelector("a[href^='javascript']")).toBeNull();
    expect(screen.getByRole("button", { name: contactForm!.submitLabel! })).toBeEnabled();
  });

  it("renders the contact section without site settings", () => {
    const { container } = render(
      withRootData(
        <LeadFormBlock block={block({ form: "home-contact", contactSection })} id="lead" atTop={false} />,
        { rootData: { ...seedRootData, settings: null } as RootQueryResult },
      ),
    );
    expect(container.querySelector("section#lead form")).not.toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
