import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [129_900, "USD", "en", "$1,299.00"],
    [39_950, "USD", "es", "$399.50"],
    [5, "USD", "en", "$0.05"],
    [129_900, "EUR", "en", "€1,299.00"],
    [1_299, "JPY", "en", "¥1,299"],
    [0, "USD", "en", "$0.00"],
  ] as const)("writes %i %s in %s as %s", (minor, currency, language, text) => {
    expect(formatMoney(minor, currency, language).replace(/\u00a0/g, " ")).toBe(text);
  });

  it("writes in the page's language: US Spanish names another currency by its code", () => {
    expect(formatMoney(129_900, "EUR", "es").replace(/\u00a0/g, " ")).toBe("EUR 1,299.00");
  });

  it("writes a currency Intl does not know after the number", () => {
    expect(formatMoney(1_050, "ZZZ1", "en")).toBe("10.50 ZZZ1");
  });
});
