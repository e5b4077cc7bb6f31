import { describe, expect, it } from "vitest";
import { en } from "#web/shared/i18n/messages/en.ts";
import { es } from "#web/shared/i18n/messages/es.ts";
import {
  validateReset as reset,
  validateSignIn as signIn,
  validateSignUp as signUp,
  type ResetValues,
  type SignInValues,
  type SignUpValues,
} from "./validation";

// With the English catalogue: the spec's words, which these tests hold.
const validateSignUp = (values: SignUpValues) => signUp(values, en.validation);
const validateSignIn = (values: SignInValues) => signIn(values, en.validation);
const validateReset = (values: ResetValues) => reset(values, en.validation);

const validSignUp: SignUpValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  companyName: "",
  phone: "",
  password: "Secret123",
  confirmPassword: "Secret123",
  agreeToTerms: true,
};

describe("validateSignUp", () => {
  it("accepts a complete form with optional fields empty", () => {
    expect(validateSignUp(validSignUp)).toEqual({});
  });

  it("gives the spec messages for an empty form", () => {
    expect(
      validateSignUp({
        ...validSignUp,
        firstName: "",
        lastName: "",
        email: "",
        password: "",
        confirmPassword: "x",
        agreeToTerms: false,
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Passwords do not match",
      agreeToTerms: "You must agree to the terms and conditions",
    });
  });

  it("treats whitespace-only names and e-mail as empty", () => {
    expect(validateSignUp({ ...validSignUp, firstName: "  ", lastName: "\t", email: "   " })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
    });
  });

  it("rejects a malformed e-mail", () => {
    expect(validateSignUp({ ...validSignUp, email: "ada@example" }).email).toBe("Email is invalid");
    expect(validateSignUp({ ...validSignUp, email: " ada@example.com " }).email).toBeUndefined();
  });

  it("checks password length, then character classes", () => {
    const check = (password: string) =>
      validateSignUp({ ...validSignUp, password, confirmPassword: password }).password;
    expect(check("Abc1234")).toBe("Password must be at least 8 characters");
    expect(check("abcdefg1")).toBe("Password must contain uppercase, lowercase, and number");
    expect(check("ABCDEFG1")).toBe("Password must contain uppercase, lowercase, and number");
    expect(check("Abcdefgh")).toBe("Password must contain uppercase, lowercase, and number");
    expect(check("Abcdefg1")).toBeUndefined();
  });

  it("requires matching passwords", () => {
    expect(validateSignUp({ ...validSignUp, confirmPassword: "Secret124" }).confirmPassword).toBe(
      "Passwords do not match",
    );
  });
});

describe("validateSignIn", () => {
  it("requires an e-mail and a password", () => {
    expect(validateSignIn({ email: " ", password: "", rememberMe: false })).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("rejects a malformed e-mail and accepts any non-empty password", () => {
    expect(validateSignIn({ email: "nope", password: "x", rememberMe: true })).toEqual({
      email: "Email is invalid",
    });
    expect(validateSignIn({ email: "a@b.co", password: "x", rememberMe: false })).toEqual({});
  });
});

describe("validateReset", () => {
  it("uses the reset messages", () => {
    expect(validateReset({ email: "  " })).toEqual({ email: "Email is required" });
    expect(validateReset({ email: "ada@" })).toEqual({ email: "Please enter a valid email address" });
    expect(validateReset({ email: "ada@example.com" })).toEqual({});
  });
});

describe("in Spanish", () => {
  it("gives the Spanish catalogue's messages", () => {
    expect(signUp({ ...validSignUp, email: "", password: "abc" }, es.validation)).toEqual({
      email: "El correo electrónico es obligatorio",
      password: "La contraseña debe tener al menos 8 caracteres",
      confirmPassword: "Las contraseñas no coinciden",
    });
    expect(reset({ email: "ada@" }, es.validation)).toEqual({
      email: "Ingrese un correo electrónico válido",
    });
  });
});
