import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SignUpForm } from "./SignUpForm";

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SignUpForm />
    </MemoryRouter>,
  );
  return user;
}

describe("SignUpForm", () => {
  it("has the spec's fields by name, each with a label, and the links", () => {
    setup();
    const form = screen.getByRole("form", { name: "Create account" }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    const names = [
      "firstName",
      "lastName",
      "email",
      "companyName",
      "phone",
      "password",
      "confirmPassword",
      "agreeToTerms",
    ];
    for (const name of names) {
      expect((form.elements.namedItem(name) as HTMLInputElement).labels).toHaveLength(1);
    }
    expect(screen.getByRole("button", { name: "Sign up with Google" })).toBeInTheDocument();
    expect(screen.getByText("or sign up with email")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "href",
      "/terms-conditions",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
  });

  it("shows the errors under the fields on submit and clears one when its field is edited", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("First Name"), "   ");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const firstName = screen.getByLabelText("First Name");
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription("First name is required");
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText("Last Name")).toHaveAccessibleDescription("Last name is required");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is required");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Password must be at least 8 characters",
    );
    expect(screen.getByLabelText("Confirm Password")).toHaveAccessibleDescription("Passwords do not match");
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
      "You must agree to the terms and conditions",
    );

    await user.type(screen.getByLabelText("Email"), "a");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Email is required")).toBeNull();
    await user.click(screen.getByRole("checkbox"));
    expect(screen.queryByText("You must agree to the terms and conditions")).toBeNull();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
  });

  it("says sign-in is not available yet on a valid submit", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("First Name"), "Ada");
    await user.type(screen.getByLabelText("Last Name"), "Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123");
    await user.type(screen.getByLabelText("Confirm Password"), "Secret123");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(screen.getByRole("alert")).toHaveTextContent("Sign-in is not available yet.");
    expect(screen.queryByText(/is required/)).toBeNull();
  });
});
