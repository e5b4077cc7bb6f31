import { act, type ReactElement } from "react";
import { useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedRootData, withRootData } from "../../../tests/unit/root-data-router";
import { seedResetPassword, seedSignIn, seedSignUp } from "../../../tests/unit/seed-content";
import { prerenderedPage } from "#web/shared/forms/testing.ts";
import { keepSearchScript } from "#web/shared/navigation/keepSearch.ts";
import { paths } from "#content/paths.ts";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { SignInForm } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";
import { REDIRECT_DELAY_MS } from "./useAuthForm";

// The sign-up page opened with a trial, clicked before its code has arrived: its prerendered
// link to sign-in (plain /signin: the trial is in the address only) must still lead on with the
// trial, as the hydrated link does.

const page = prerenderedPage();
// The sign-up page has such a link: the build gives it the keep-search script too.
beforeAll(() => new Function(keepSearchScript())());
const withTrial = `${paths.signUp}?trial=data-analyst&plan=professional&ref=newsletter`;

function prerenderedSignInLink(): HTMLAnchorElement {
  window.history.replaceState(null, "", withTrial);
  const container = page.prerender(
    <AuthStandInProvider value={authStandIn()}>
      {withRootData(<SignUpForm content={seedSignUp} />, { path: withTrial, rootData: seedRootData })}
    </AuthStandInProvider>,
  );
  const link = container.querySelector<HTMLAnchorElement>(`a[href="${paths.signIn}"]`)!;
  // jsdom cannot navigate: the test reads where the click would have led.
  link.addEventListener("click", (event) => event.preventDefault());
  return link;
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, "", "/");
});

describe("the sign-up page's link to sign-in, before the page's code", () => {
  it("is prerendered without the trial", () => {
    expect(prerenderedSignInLink().getAttribute("href")).toBe(paths.signIn);
  });

  it("leads on with the trial and its plan, and nothing else of the address, when clicked", () => {
    const link = prerenderedSignInLink();
    link.click();
    const url = new URL(link.href);
    expect(url.pathname).toBe(paths.signIn);
    expect(url.search).toBe("?trial=data-analyst&plan=professional");
  });

  it("is left to React once the page has hydrated", () => {
    const link = prerenderedSignInLink();
    document.documentElement.dataset.hydrated = "true";
    link.click();
    expect(link.getAttribute("href")).toBe(paths.signIn);
  });
});

// The sign-in page opened by the guard (`?next=`), used before its code has arrived: its links
// to sign-up and forgot-password, and the forgot-password page's back to sign-in, lead on with
// the page asked for; a sign-in sent in that gap goes on to it once the code has come.

const asked = `${paths.dashboardSettings}?tab=profile#name`;
const withNext = `?next=${encodeURIComponent(asked)}&ref=newsletter`;

/** The prerendered link named `name` on `form` opened at `address`, its clicks kept in the page. */
function prerenderedLink(form: ReactElement, address: string, name: string): HTMLAnchorElement {
  window.history.replaceState(null, "", address);
  const container = page.prerender(
    <AuthStandInProvider value={authStandIn()}>
      {withRootData(form, { path: address, rootData: seedRootData })}
    </AuthStandInProvider>,
  );
  const link = [...container.querySelectorAll("a")].find((anchor) => anchor.textContent?.trim() === name)!;
  link.addEventListener("click", (event) => event.preventDefault());
  return link;
}

describe("the account pages' links, before the page's code", () => {
  it.each([
    ["sign-in", "Sign Up", paths.signIn, <SignInForm key="in" content={seedSignIn} />, paths.signUp],
    [
      "sign-in",
      "Forgot Password?",
      paths.signIn,
      <SignInForm key="in" content={seedSignIn} />,
      paths.forgotPassword,
    ],
    [
      "forgot-password",
      "Back to Sign In",
      paths.forgotPassword,
      <ResetPasswordForm key="reset" content={seedResetPassword} />,
      paths.signIn,
    ],
  ])("lead on with the page to go on to: %s's %s", (_page, name, at, form, to) => {
    const link = prerenderedLink(form, `${at}${withNext}`, name);
    expect(link.getAttribute("href")).toBe(to);
    link.click();
    const url = new URL(link.href);
    expect(url.pathname).toBe(to);
    expect(url.searchParams.get("next")).toBe(asked);
    expect(url.searchParams.has("ref")).toBe(false);
  });
});

describe("a sign-in sent before the page's code", () => {
  function CurrentAddress() {
    const { pathname, search, hash } = useLocation();
    return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
  }

  afterEach(() => vi.useRealTimers());

  it("is held, then signs in and goes on to the page the address names", async () => {
    const address = `${paths.signIn}${withNext}`;
    window.history.replaceState(null, "", address);
    const signIn = vi.fn(async () => {});
    const auth = authStandIn({ signIn });
    const pageAt = (
      <AuthStandInProvider value={auth}>
        {withRootData(
          <>
            <SignInForm content={seedSignIn} />
            <CurrentAddress />
          </>,
          { path: address, rootData: seedRootData },
        )}
      </AuthStandInProvider>
    );
    const container = page.prerender(pageAt);
    container.querySelector<HTMLInputElement>('[name="email"]')!.value = "ada@example.com";
    container.querySelector<HTMLInputElement>('[name="password"]')!.value = "Secret123";
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(container.querySelector("form")).toHaveAttribute("aria-busy", "true");

    vi.useFakeTimers();
    await page.hydrate(pageAt);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(signIn).toHaveBeenCalledWith("ada@example.com", "Secret123", false);
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(container.querySelector('[data-testid="address"]')).toHaveTextContent(asked);
  });
});
