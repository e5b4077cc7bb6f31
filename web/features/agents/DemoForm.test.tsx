import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DemoForm } from "./DemoForm";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";
import { withMessages } from "#web/shared/forms/testing.ts";

const form = {
  title: null,
  description: null,
  submitLabel: "Analyze My Social Strategy",
  successMessage: null,
  fields: [
    {
      _key: "a",
      name: "website",
      label: "Website URL",
      kind: "url" as const,
      placeholder: "https://",
      options: null,
    },
    {
      _key: "b",
      name: "platforms",
      label: "Which platforms do you use?",
      kind: "checkboxes" as const,
      placeholder: null,
      options: ["Instagram", "TikTok"],
    },
    {
      _key: "c",
      name: "contentType",
      label: "Content type",
      kind: "select" as const,
      placeholder: "Select a content type",
      options: ["Educational content", "Industry news"],
    },
    {
      _key: "d",
      name: "needs",
      label: "What do you need?",
      kind: "textarea" as const,
      placeholder: null,
      options: null,
    },
  ],
};

function renderForm(successMessage: string | null = null, path = paths.agent("data-analyst")) {
  render(
    withMessages(
      <DemoForm
        form={{ ...form, successMessage }}
        note="This demo is a preview."
        linkLabel="Book a live demo"
      />,
      { path },
    ),
  );
}

describe("DemoForm", () => {
  it("renders each CMS field with a visible label and its name", () => {
    renderForm();
    expect(screen.getByLabelText("Website URL")).toHaveAttribute("name", "website");
    expect(screen.getByLabelText("Website URL")).toHaveAttribute("type", "url");
    expect(screen.getByRole("group", { name: "Which platforms do you use?" })).toBeInTheDocument();
    expect(screen.getByLabelText("TikTok")).toHaveAttribute("name", "platforms");
    const select = screen.getByLabelText("Content type");
    expect(select).toHaveAttribute("name", "contentType");
    expect(select).toHaveValue("");
    expect(screen.getByLabelText("What do you need?").tagName).toBe("TEXTAREA");
  });

  it("keeps every value on submit and shows the demo note with a link to /contact", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText("Website URL"), "example.com");
    await user.click(screen.getByLabelText("TikTok"));
    await user.selectOptions(screen.getByLabelText("Content type"), "Industry news");
    await user.type(screen.getByLabelText("What do you need?"), "More reach");
    await user.click(screen.getByRole("button", { name: "Analyze My Social Strategy" }));

    expect(screen.getByRole("status")).toHaveTextContent("This demo is a preview.");
    expect(screen.getByRole("link", { name: "Book a live demo" })).toHaveAttribute("href", paths.contact);
    expect(screen.getByLabelText("Website URL")).toHaveValue("example.com");
    expect(screen.getByLabelText("TikTok")).toBeChecked();
    expect(screen.getByLabelText("Content type")).toHaveValue("Industry news");
    expect(screen.getByLabelText("What do you need?")).toHaveValue("More reach");
  });

  it("leads to the contact page in the page's language", async () => {
    const user = userEvent.setup();
    renderForm(null, localizedPath(paths.agent("data-analyst"), "es"));
    await user.click(screen.getByRole("button", { name: "Analyze My Social Strategy" }));
    expect(screen.getByRole("link", { name: "Book a live demo" })).toHaveAttribute(
      "href",
      localizedPath(paths.contact, "es"),
    );
  });

  it("prefers the form's own success message", async () => {
    const user = userEvent.setup();
    renderForm("Thanks! We will review your channels.");
    await user.click(screen.getByRole("button", { name: "Analyze My Social Strategy" }));
    expect(screen.getByRole("status")).toHaveTextContent("Thanks! We will review your channels.");
  });
});
