// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasSignInHint } from "./signInHint";
import { forgetSignIn, rememberSignIn } from "./signInHintWrites";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("sign-in hint", () => {
  it("is absent for a visitor who never signed in", () => {
    expect(hasSignInHint()).toBe(false);
  });

  it("is remembered in localStorage until forgotten", () => {
    rememberSignIn();
    expect(localStorage.getItem("signed-in")).toBe("1");
    expect(sessionStorage.length).toBe(0);
    expect(hasSignInHint()).toBe(true);
    forgetSignIn();
    expect(hasSignInHint()).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it("lasts only for the tab's session when the sign-in does", () => {
    rememberSignIn();
    rememberSignIn(true);
    expect(sessionStorage.getItem("signed-in")).toBe("1");
    expect(localStorage.getItem("signed-in")).toBeNull();
    expect(hasSignInHint()).toBe(true);
    // A later browser session, or another tab, starts with an empty sessionStorage.
    sessionStorage.clear();
    expect(hasSignInHint()).toBe(false);
  });

  it("is forgotten from both storages", () => {
    localStorage.setItem("signed-in", "1");
    sessionStorage.setItem("signed-in", "1");
    forgetSignIn();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it("reads as absent, and never throws, when storage is unavailable", () => {
    const denied = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(denied);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(denied);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(denied);
    expect(hasSignInHint()).toBe(false);
    expect(() => rememberSignIn()).not.toThrow();
    expect(() => rememberSignIn(true)).not.toThrow();
    expect(() => forgetSignIn()).not.toThrow();
  });
});
