import { describe, expect, it } from "vitest";
import { en } from "#web/shared/i18n/messages/en.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import {
  googleErrorMessage as google,
  passwordChangeErrorMessage as passwordChange,
  resetErrorMessage as reset,
  signInErrorMessage as signIn,
  signUpErrorMessage as signUp,
  verificationErrorMessage as verification,
} from "./authErrors";

// The English catalogue: the spec's words, which these tests hold.
const signUpErrorMessage = (error: unknown) => signUp(error, en);
const signInErrorMessage = (error: unknown) => signIn(error, en);
const resetErrorMessage = (error: unknown) => reset(error, en);
const googleErrorMessage = (error: unknown) => google(error, en);
const passwordChangeErrorMessage = (error: unknown, texts: { wrongPassword: string; fallback: string }) =>
  passwordChange(error, texts, en);
const verificationErrorMessage = (error: unknown, fallback: string) => verification(error, fallback, en);

const firebaseError = (code: string) => ({ code, message: `Firebase: Error (${code}).` });
const NETWORK = "Network error. Please check your connection and try again.";

describe.each([
  [
    "signUpErrorMessage",
    signUpErrorMessage,
    {
      "auth/email-already-in-use": "An account with this email already exists.",
      "auth/invalid-email": "Please enter a valid email address.",
      "auth/weak-password": "Password should be at least 6 characters.",
      "auth/network-request-failed": NETWORK,
    },
    "Failed to create account.",
  ],
  [
    "signInErrorMessage",
    signInErrorMessage,
    {
      "auth/user-not-found": "No account found with this email address.",
      "auth/wrong-password": "Incorrect password.",
      "auth/invalid-email": "Please enter a valid email address.",
      "auth/user-disabled": "This account has been disabled.",
      "auth/too-many-requests": "Too many failed attempts. Please try again later.",
      "auth/invalid-credential": "Incorrect email or password.",
      "auth/network-request-failed": NETWORK,
    },
    "Failed to sign in.",
  ],
  [
    "resetErrorMessage",
    resetErrorMessage,
    {
      "auth/user-not-found": "No account found with this email address.",
      "auth/invalid-email": "Please enter a valid email address.",
      "auth/network-request-failed": NETWORK,
    },
    "Failed to send password reset email.",
  ],
])("%s", (_name, messageOf, messages, fallback) => {
  it.each(Object.entries(messages))("maps %s", (code, message) => {
    expect(messageOf(firebaseError(code))).toBe(message);
  });

  it("shows the provider's message as-is for other codes", () => {
    expect(messageOf(firebaseError("auth/operation-not-allowed"))).toBe(
      "Firebase: Error (auth/operation-not-allowed).",
    );
    expect(messageOf(new Error("Something odd"))).toBe("Something odd");
  });

  it("falls back to its default without a provider message", () => {
    expect(messageOf({ code: "auth/unknown" })).toBe(fallback);
    expect(messageOf({ code: "auth/unknown", message: "  " })).toBe(fallback);
    expect(messageOf(undefined)).toBe(fallback);
    expect(messageOf("boom")).toBe(fallback);
  });
});

describe("googleErrorMessage", () => {
  it.each([
    ["auth/popup-closed-by-user", "Sign in was cancelled."],
    ["auth/cancelled-popup-request", "Sign in was cancelled."],
    ["auth/popup-blocked", "Sign in popup was blocked. Please allow popups for this site."],
    [
      "auth/account-exists-with-different-credential",
      "An account already exists with the same email address but different sign-in credentials.",
    ],
    ["auth/network-request-failed", NETWORK],
  ])("maps %s", (code, message) => {
    expect(googleErrorMessage(firebaseError(code))).toBe(message);
  });

  it("always falls back to its own default, never the provider message", () => {
    expect(googleErrorMessage(firebaseError("auth/internal-error"))).toBe("Failed to sign in with Google.");
    expect(googleErrorMessage(new Error("Something odd"))).toBe("Failed to sign in with Google.");
    expect(googleErrorMessage(null)).toBe("Failed to sign in with Google.");
  });
});

describe("the account settings' messages", () => {
  const texts = { wrongPassword: "Your current password is not right.", fallback: "Not changed." };

  it.each([
    ["auth/wrong-password", texts.wrongPassword],
    ["auth/invalid-credential", texts.wrongPassword],
    ["auth/weak-password", "Password should be at least 6 characters."],
    ["auth/too-many-requests", "Too many failed attempts. Please try again later."],
    ["auth/network-request-failed", NETWORK],
    ["auth/requires-recent-login", texts.fallback],
  ])("a password change refused with %s says so", (code, message) => {
    expect(passwordChangeErrorMessage(firebaseError(code), texts)).toBe(message);
  });

  it("never shows the provider's own message", () => {
    expect(passwordChangeErrorMessage(new Error("Something odd"), texts)).toBe(texts.fallback);
    expect(verificationErrorMessage(new Error("Something odd"), "Not sent.")).toBe("Not sent.");
  });

  it.each([
    ["auth/too-many-requests", "Too many failed attempts. Please try again later."],
    ["auth/network-request-failed", NETWORK],
    ["auth/internal-error", "Not sent."],
  ])("a verification e-mail refused with %s says so", (code, message) => {
    expect(verificationErrorMessage(firebaseError(code), "Not sent.")).toBe(message);
  });
});

it("has the logout and profile update messages", () => {
  expect(en.failures.logout).toBe("Failed to sign out.");
  expect(en.failures.profileUpdate).toBe("Failed to update profile.");
});

it("speaks the page's language", () => {
  expect(signIn(firebaseError("auth/wrong-password"), es)).toBe("La contraseña es incorrecta.");
  expect(signUp({ code: "auth/unknown" }, es)).toBe("No se pudo crear la cuenta.");
  expect(google(firebaseError("auth/internal-error"), es)).toBe("No se pudo iniciar sesión con Google.");
});

it("does not treat inherited object keys as codes", () => {
  expect(signInErrorMessage({ code: "toString" })).toBe("Failed to sign in.");
});
