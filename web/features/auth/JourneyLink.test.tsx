import type { ReactNode } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthContextValue } from "#web/shared/auth/authState.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import type { RootQueryResult } from "#content/sanity.types.ts";
import { paths } from "#content/paths.ts";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedRootData, withRootData } from "../../../tests/unit/root-data-router";
import { seedResetPassword, seedSignIn, seedSignUp } from "../../../tests/unit/seed-content";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { SignInForm } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";

// The page the guard was asked for rides in the account pages' address (`?next=`): their links
// to each other keep it, with a trial chosen, and signing in goes on to it.

afterEach(() => vi.useRealTimers());

const rootData = {
  ...seedRootData,
  agents: [
    { _id: "agent-data-analyst", _type: "agent", name: "Data Analyst", slug: "data-analyst", icon: null },
  ],
} as RootQueryResult;

const asked = `${paths.dashboardRuns}?status=failed#list`;
const next = `next=${encodeURIComponent(asked)}`;

/** The router's address, for a test to see where the form went. */
function CurrentAddress() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
}

function renderAt(path: string, page: ReactNode, auth: AuthContextValue = authStandIn()) {
  render(
    <AuthStandInProvider value={auth}>
      {withRootData(
        <>
          {page}
          <CurrentAddress />
        </>,
        { path, rootData, messages: path.startsWith("/es/") ? es : undefined },
      )}
    </AuthStandInProvider>,
  );
}

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("the links between the account pages", () => {
  it("keep the page to go on to, from sign-in to sign-up and to forgot-password", () => {
    renderAt(`${paths.signIn}?${next}`, <SignInForm content={seedSignIn} />);
    expect(hrefOf("Sign Up")).toBe(`${paths.signUp}?${next}`);
    expect(hrefOf("Forgot Password?")).toBe(`${paths.forgotPassword}?${next}`);
  });

  it("keep it back from forgot-password to sign-in, and not on the link to the contact page", () => {
    renderAt(`${paths.forgotPassword}?${next}`, <ResetPasswordForm content={seedResetPassword} />);
    expect(hrefOf("Back to Sign In")).toBe(`${paths.signIn}?${next}`);
    expect(hrefOf("Contact Support")).toBe(paths.contact);
  });

  it("keep it beside a trial, from sign-up to sign-in", () => {
    renderAt(
      `${paths.signUp}?trial=data-analyst&plan=professional&${next}`,
      <SignUpForm content={seedSignUp} />,
    );
    expect(hrefOf("Sign In")).toBe(`${paths.signIn}?trial=data-analyst&plan=professional&${next}`);
  });

  it("keep it in Spanish, on the Spanish pages", () => {
    const spanish = `next=${encodeURIComponent("/es/dashboard/plan")}`;
    renderAt(`/es/signin?${spanish}`, <SignInForm content={seedSignIn} />);
    expect(hrefOf("Sign Up")).toBe(`/es/signup?${spanish}`);
    expect(hrefOf("Forgot Password?")).toBe(`/es/forgot-password?${spanish}`);
  });

  it.each([
    ["another host", "https://evil.example/dashboard"],
    ["a protocol-relative address", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a sign-in page", paths.signIn],
  ])("leave out a next that is not a page of ours: %s", (_label, value) => {
    renderAt(`${paths.signIn}?next=${encodeURIComponent(value)}`, <SignInForm content={seedSignIn} />);
    expect(hrefOf("Sign Up")).toBe(paths.signUp);
    expect(hrefOf("Forgot Password?")).toBe(paths.forgotPassword);
  });
});

describe("signing in with a page to go on to", () => {
  async function signInAt(path: string) {
    const user = userEvent.setup();
    renderAt(path, <SignInForm content={seedSignIn} />);
    await user.type(screen.getByRole("textbox"), "ada@example.com");
    await user.type(document.querySelector<HTMLInputElement>('[name="password"]')!, "Secret123");
    // Fake timers only from here: user-event's own delays need real ones.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: /^(Sign In|Iniciar sesión)$/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    return screen.getByTestId("address").textContent;
  }

  it("goes on to it 2 seconds after a success", async () => {
    expect(await signInAt(`${paths.signIn}?${next}`)).toBe(asked);
  });

  it("goes to the dashboard when it is not a page of ours", async () => {
    expect(await signInAt(`${paths.signIn}?next=${encodeURIComponent("//evil.example/x")}`)).toBe(
      paths.dashboard,
    );
  });

  it("goes to the Spanish dashboard from the Spanish page when it is not a page of ours", async () => {
    expect(await signInAt(`/es/signin?next=${encodeURIComponent("/\\evil.example")}`)).toBe("/es/dashboard");
  });

  it("sends a visitor who is already signed in there at once", async () => {
    renderAt(
      `${paths.signIn}?${next}`,
      <SignInForm content={seedSignIn} />,
      authStandIn({ status: "signed-in" }),
    );
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(asked));
  });
});
