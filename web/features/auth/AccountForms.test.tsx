import type { ReactNode } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { withRootData } from "../../../tests/unit/root-data-router";
import { seedResetPassword, seedSignIn } from "../../../tests/unit/seed-content";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { paths } from "#content/paths.ts";
import { SignInForm } from "./SignInForm";
import { en } from "#web/shared/i18n/messages/en.ts";

afterEach(() => vi.useRealTimers());

function renderWith(element: ReactNode, auth: AuthContextValue = authStandIn()) {
  render(<AuthStandInProvider value={auth}>{withRootData(element)}</AuthStandInProvider>);
  return userEvent.setup();
}

/** The router's address, for a test to see where the form went. */
function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
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

  it("goes on to the dashboard 2 seconds after a success, not sooner", async () => {
    const user = userEvent.setup();
    render(
      <AuthStandInProvider value={authStandIn()}>
        {withRootData(
          <>
            <SignInForm content={seedSignIn} />
            <CurrentPath />
          </>,
          { path: paths.signIn },
        )}
      </AuthStandInProvider>,
    );
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123");
    // Fake timers only from here: user-event's own delays need real ones.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("status")).toHaveTextContent("Sign in successful! Redirecting...");

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(screen.getByTestId("path").textContent).toBe(paths.signIn);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId("path").textContent).toBe(paths.dashboard);
  });

  it("says what is missing or wrong when sent, under its field, and drops a message as its field is edited", async () => {
    const signIn = vi.fn(async () => {});
    const user = renderWith(<SignInForm content={seedSignIn} />, authStandIn({ signIn }));
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(en.validation.emailRequired);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(en.validation.passwordRequired);

    await user.type(screen.getByLabelText("Email"), "nope");
    expect(screen.queryByText(en.validation.emailRequired)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(en.validation.emailInvalid);
    expect(screen.getByLabelText("Email")).toHaveValue("nope");
    expect(signIn).not.toHaveBeenCalled();
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

  it("says an e-mail is missing, or not an address, and keeps what was typed", async () => {
    const resetPassword = vi.fn(async () => {});
    const user = renderWith(
      <ResetPasswordForm content={seedResetPassword} />,
      authStandIn({ resetPassword }),
    );
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(en.validation.emailRequired);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(en.validation.emailAddressInvalid);
    expect(screen.getByLabelText("Email")).toHaveValue("not-an-email");
    expect(resetPassword).not.toHaveBeenCalled();
  });
});
