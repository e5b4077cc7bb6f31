import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuthStandInProvider, authStandIn } from "../../../tests/unit/auth-stand-in";
import { seedRootData, withRootData } from "../../../tests/unit/root-data-router";
import { seedSignUp } from "../../../tests/unit/seed-content";
import { prerenderedPage } from "#web/shared/forms/testing.ts";
import { keepSearchScript } from "#web/shared/navigation/keepSearch.ts";
import { paths } from "#content/paths.ts";
import { SignUpForm } from "./SignUpForm";

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
