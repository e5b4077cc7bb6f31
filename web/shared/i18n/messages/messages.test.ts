import { describe, expect, it } from "vitest";
import { en } from "./en";
import { es } from "./es";
import { messagesIn } from "./catalogue.server";

/** [path ("validation.emailRequired"), text] */
function entries(catalogue: object, prefix = ""): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, unknown][] =>
    typeof value === "object" && value !== null
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

describe("the message catalogues", () => {
  it("have the same keys in every language", () => {
    expect(entries(es).map(([key]) => key)).toEqual(entries(en).map(([key]) => key));
  });

  it("have a text for every Spanish message, none left in English", () => {
    const english = new Map(entries(en));
    for (const [key, text] of entries(es)) {
      expect(typeof text, key).toBe("string");
      expect((text as string).trim(), key).not.toBe("");
      expect(text, key).not.toBe(english.get(key));
    }
  });

  it("keep the spec's English wording", () => {
    expect(en.validation.emailRequired).toBe("Email is required");
    expect(en.validation.passwordTooWeak).toBe("Password must contain uppercase, lowercase, and number");
    expect(en.loading).toBe("Loading...");
    expect(en.success.signUp).toBe("Account created successfully! Redirecting...");
    expect(en.authErrors["auth/network-request-failed"]).toBe(
      "Network error. Please check your connection and try again.",
    );
  });

  it("are given to the root loader by language", () => {
    expect(messagesIn("en")).toBe(en);
    expect(messagesIn("es")).toBe(es);
  });
});
