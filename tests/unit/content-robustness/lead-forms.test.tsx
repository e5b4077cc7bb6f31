// Content cannot break the site (./cases.ts): the lead forms' form documents, on the pages whose
// lead form sections refer to them, and those sections without them.
import { waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { casesOf } from "./cases";
import { bundled, bundledDoc } from "./dataset";
import { pages } from "./pages";
import { consoleErrors, renderSettled, testCases } from "./render";

testCases(casesOf("lead-forms"));

// A lead form section whose form document is gone (its reference left dangling): the section
// still shows its title and what the layout puts beside the form, without the form.
type LeadSection = { _key: string; title: string; contactPage?: { detailsTitle: string } };
const leadSection = (docId: string, key: string) =>
  (bundledDoc(docId).sections as LeadSection[]).find((section) => section._key === key)!;
const withoutDocs = (...ids: string[]) => bundled.filter((doc) => !ids.includes(doc._id));
const contactEmail = bundledDoc("siteSettings").contactEmail as string;

test.each([
  {
    name: "the home page's",
    page: pages.home,
    forms: ["form-home-banner", "form-home-contact"],
    texts: [
      leadSection("page-home", "assessment").title,
      leadSection("page-home", "contact").title,
      contactEmail,
    ],
    // The contact section's form, by a control of it.
    formControl: '[name="project"]',
  },
  {
    name: "the contact page's",
    page: pages.contact,
    forms: ["form-contact-page"],
    texts: [
      leadSection("page-contact", "contact-form").title,
      leadSection("page-contact", "contact-form").contactPage!.detailsTitle,
      contactEmail,
    ],
    formControl: '[name="firstName"]',
  },
])(
  "$name lead forms without their form documents still show their titles and contact details",
  async ({ page, forms, texts, formControl }) => {
    const main = await renderSettled(page, withoutDocs(...forms));
    await waitFor(() => {
      for (const text of texts) expect(within(main).getAllByText(text).length, text).toBeGreaterThan(0);
    });
    expect(main.querySelector(formControl)).toBeNull();
    expect(consoleErrors()).toEqual([]);
  },
);
