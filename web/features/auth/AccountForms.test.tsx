import type { ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { withRootData } from "../../../tests/unit/root-data-router";
import { seedResetPassword, seedSignIn } from "../../../tests/unit/seed-content";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { paths } from "#content/paths.ts";
import { SignInForm } from "./SignInForm";

function renderWith(element: ReactNode, auth: AuthContextValue = authStandIn()) {
  render(<AuthStandInProvider value={auth}>{withRootData(element)}</AuthStandInProvider>);
  return userEvent.setup();
}

describe("SignInForm", () => {
  it("shows the bundled texts", () => {
    renderWith(<SignInForm content={seedSignIn} />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("name", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("name", "password");
    expect(screen.getByLabelText("Remember me")).toHaveAttribute("name", "rememberMe");
    expect(screen.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
      "href",
      paths.forgotPassword,
    );
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", paths.signUp);
    expect(screen.getByText("or")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("follows the content: a changed heading, label and busy button", async () => {
    let finish = () => {};
    const signIn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = renderWith(
      <SignInForm
        content={{
          ...seedSignIn,
          title: "Good to see you",
          emailLabel: "Work e-mail",
          submitLabel: "Log in",
          submittingLabel: "Logging in…",
        }}
      />,
      authStandIn({ signIn }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Good to see you" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Work e-mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("button", { name: "Logging in…" })).toBeDisabled();
    finish();
  });

  it("renders without any of its texts", () => {
    renderWith(<SignInForm content={null} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(document.querySelector('input[name="email"]')).not.toBeNull();
  });
});

describe("ResetPasswordForm", () => {
  it("shows the bundled texts and the content's busy label", async () => {
    let finish = () => {};
    const resetPassword = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = renderWith(
      <ResetPasswordForm content={seedResetPassword} />,
      authStandIn({ resetPassword }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeInTheDocument();
    expect(
      screen.getByText("Enter your email address and we'll send you a link to reset your password."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", paths.signIn);
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", paths.contact);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    finish();
  });
});
