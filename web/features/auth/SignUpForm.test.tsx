import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedRootData, withRootData } from "../../../tests/unit/root-data-router";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { seedSignUp } from "../../../tests/unit/seed-content";
import { SignUpForm } from "./SignUpForm";
import { withMessages } from "#web/shared/forms/testing.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import { paths } from "#content/paths.ts";

afterEach(() => vi.useRealTimers());

const rootDataWithAgent = {
  ...seedRootData,
  agents: [
    { _id: "agent-data-analyst", _type: "agent", name: "Data Analyst", slug: "data-analyst", icon: null },
  ],
} as RootQueryResult;

function setup(auth: AuthContextValue = authStandIn(), content = seedSignUp, path: string = paths.signUp) {
  const user = userEvent.setup();
  render(
    <AuthStandInProvider value={auth}>
      {withRootData(<SignUpForm content={content} />, { path, rootData: rootDataWithAgent })}
    </AuthStandInProvider>,
  );
  return user;
}

/** The router's address, for a test to see where the form went. */
function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First Name"), " Ada ");
  await user.type(screen.getByLabelText("Last Name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Company Name (optional)"), "Engines Ltd");
  await user.type(screen.getByLabelText("Password"), "Secret123");
  await user.type(screen.getByLabelText("Confirm Password"), "Secret123");
  await user.click(screen.getByRole("checkbox"));
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
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", paths.terms);
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", paths.privacy);
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", paths.signIn);
  });

  it("keeps the trial in its address on the link to sign-in", async () => {
    setup(authStandIn(), seedSignUp, `${paths.signUp}?trial=data-analyst&plan=professional`);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute(
        "href",
        `${paths.signIn}?trial=data-analyst&plan=professional`,
      ),
    );
  });

  it("ignores a trial of an agent the site does not have", () => {
    setup(authStandIn(), seedSignUp, `${paths.signUp}?trial=no-such-agent&plan=starter`);
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", paths.signIn);
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

  it("says an e-mail is not an address, a password is missing, then too weak", async () => {
    const signUp = vi.fn(async () => {});
    const user = setup(authStandIn({ signUp }));
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is invalid");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password is required");

    await user.type(screen.getByLabelText("Password"), "alllowercase1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Password must contain uppercase, lowercase, and number",
    );
    expect(screen.getByLabelText("Email")).toHaveValue("not-an-email");
    expect(signUp).not.toHaveBeenCalled();
  });

  it("signs up with the joined display name and the profile extras, busy while it works", async () => {
    let finish: () => void = () => {};
    const signUp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup(authStandIn({ signUp }));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(signUp).toHaveBeenCalledWith("ada@example.com", "Secret123", "Ada Lovelace", {
      firstName: "Ada",
      lastName: "Lovelace",
      companyName: "Engines Ltd",
      phone: "",
    });
    expect(screen.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sign up with Google" })).toBeDisabled();
    finish();
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Account created successfully! Redirecting...",
    );
  });

  it("goes on to the dashboard 2 seconds after a success, not sooner", async () => {
    const user = userEvent.setup();
    render(
      <AuthStandInProvider value={authStandIn()}>
        {withRootData(
          <>
            <SignUpForm content={seedSignUp} />
            <CurrentPath />
          </>,
          { path: paths.signUp },
        )}
      </AuthStandInProvider>,
    );
    await fillValidForm(user);
    // Fake timers only from here: user-event's own delays need real ones.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("status")).toHaveTextContent("Account created successfully! Redirecting...");

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(screen.getByTestId("path").textContent).toBe(paths.signUp);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId("path").textContent).toBe(paths.dashboard);
  });

  it("shows the provider's error in the catalogue's words and keeps what was typed", async () => {
    const signUp = vi.fn(async () => {
      throw Object.assign(new Error("Firebase: Error (auth/email-already-in-use)."), {
        code: "auth/email-already-in-use",
      });
    });
    const user = setup(authStandIn({ signUp }));
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("An account with this email already exists.");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  it("takes its heading, labels and buttons from the account pages' content", async () => {
    let finish = () => {};
    const signUp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup(authStandIn({ signUp }), {
      ...seedSignUp,
      title: "Join us",
      firstNameLabel: "Given name",
      submitLabel: "Register",
      submittingLabel: "Registering…",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Join us" })).toBeInTheDocument();
    expect(screen.getByLabelText("Given name")).toHaveAttribute("name", "firstName");
    await user.type(screen.getByLabelText("Given name"), "Ada");
    await user.type(screen.getByLabelText("Last Name"), "Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123");
    await user.type(screen.getByLabelText("Confirm Password"), "Secret123");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByRole("button", { name: "Registering…" })).toBeDisabled();
    finish();
  });
});

describe("SignUpForm in Spanish", () => {
  it("speaks the page's language: every message of its fields, and its links", async () => {
    const user = userEvent.setup();
    render(
      <AuthStandInProvider value={authStandIn()}>
        {withMessages(<SignUpForm content={seedSignUp} />, { path: "/es/signup", messages: es })}
      </AuthStandInProvider>,
    );
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/es/signin");
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "href",
      "/es/terms-conditions",
    );
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    for (const [label, message] of [
      ["First Name", es.validation.firstNameRequired],
      ["Last Name", es.validation.lastNameRequired],
      ["Email", es.validation.emailRequired],
      ["Password", es.validation.passwordRequired],
    ])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(es.validation.termsRequired);

    await user.type(screen.getByLabelText("Email"), "no-es-un-correo");
    await user.type(screen.getByLabelText("Password"), "corta");
    await user.type(screen.getByLabelText("Confirm Password"), "distinta");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(es.validation.emailInvalid);
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(es.validation.passwordTooShort);
    expect(screen.getByLabelText("Confirm Password")).toHaveAccessibleDescription(
      es.validation.passwordsDiffer,
    );
    expect(screen.getByLabelText("Email")).toHaveValue("no-es-un-correo");
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "todominusculas1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(es.validation.passwordTooWeak);
  });

  it("announces a success in Spanish as a success", async () => {
    const user = userEvent.setup();
    render(
      <AuthStandInProvider value={authStandIn({ signUp: vi.fn(async () => {}) })}>
        {withMessages(<SignUpForm content={seedSignUp} />, { path: "/es/signup", messages: es })}
      </AuthStandInProvider>,
    );
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("status")).toHaveTextContent(es.success.signUp);
  });
});
